import { instance } from '@viz-js/viz';

/** Inter when the reader has it; Graphviz laid the text out with Helvetica metrics, which Inter is close to. */
const FONT_STACK = 'Inter, Helvetica, Arial, sans-serif';

/**
 * Graphviz has Helvetica widths for ASCII only and warns once per diagram with Polish letters (it counts
 * them as a space); the boxes get a wider margin for that, so this warning alone is expected.
 */
const NON_ASCII_WIDTH = /no value for width of non-ASCII character/;

/**
 * A table cell with an ID is written as `<g id="a_<id>"><a xlink:href="#" xlink:title="…">…</a></g>`
 * (Graphviz writes cell ids only for links): the cell gets back its own id, a title, and no link.
 */
function cellIds(svg: string): string {
  return svg.replace(
    /<g id="a_((?:edge|state):[^"]*)"><a xlink:href="#" xlink:title="([^"]*)">\n([\s\S]*?)<\/a>\n<\/g>/g,
    (_match, id: string, title: string, body: string) =>
      `<g id="${id}" class="transition folded"><title>${title}</title>\n${body}</g>`,
  );
}

export type SvgRenderer = (dot: string) => string;

/** Graphviz (WebAssembly) turning DOT into SVG; the same input gives the same bytes on every run. */
export async function createSvgRenderer(): Promise<SvgRenderer> {
  const viz = await instance();
  return (dot) => {
    const result = viz.render(dot, { format: 'svg' });
    if (result.status !== 'success') {
      throw new Error(`Graphviz failed: ${result.errors.map((error) => error.message).join('; ')}`);
    }
    const warnings = result.errors.filter(
      (error) => error.level === 'warning' && !NON_ASCII_WIDTH.test(error.message),
    );
    if (warnings.length)
      throw new Error(`Graphviz warned: ${warnings.map((error) => error.message).join('; ')}`);
    return cellIds(result.output).replace(/font-family="[^"]*"/g, `font-family="${FONT_STACK}"`);
  };
}
