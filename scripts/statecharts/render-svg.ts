import { instance } from '@viz-js/viz';

/** Inter when the reader has it; Graphviz laid the text out with Helvetica metrics, which Inter is close to. */
const FONT_STACK = 'Inter, Helvetica, Arial, sans-serif';

export type SvgRenderer = (dot: string) => string;

/** Graphviz (WebAssembly) turning DOT into SVG; the same input gives the same bytes on every run. */
export async function createSvgRenderer(): Promise<SvgRenderer> {
  const viz = await instance();
  return (dot) => {
    const result = viz.render(dot, { format: 'svg' });
    if (result.status !== 'success') {
      throw new Error(`Graphviz failed: ${result.errors.map((error) => error.message).join('; ')}`);
    }
    const warnings = result.errors.filter((error) => error.level === 'warning');
    if (warnings.length)
      throw new Error(`Graphviz warned: ${warnings.map((error) => error.message).join('; ')}`);
    return result.output.replace(/font-family="[^"]*"/g, `font-family="${FONT_STACK}"`);
  };
}
