import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../scripts/chromium-args';

// Vitest runs from the project root (under jsdom, import.meta.url is not a file URL).
const MERMAID = join(process.cwd(), 'node_modules/mermaid/dist/mermaid.min.js');

/** A node of the diagram as Mermaid lays it out (its state database's own data, not our reading of the text). */
export interface MermaidNode {
  id: string;
  parentId: string | null;
  label: string;
  shape: string;
}

export interface MermaidEdge {
  start: string;
  end: string;
  label: string;
}

export type MermaidResult =
  { ok: true; svg: string; nodes: MermaidNode[]; edges: MermaidEdge[] } | { ok: false; error: string };

/** The page's side: `mermaid.render` draws the diagram; the parsed diagram's database gives its graph. */
interface MermaidGlobal {
  initialize(config: object): void;
  render(id: string, text: string): Promise<{ svg: string }>;
  mermaidAPI: {
    getDiagramFromText(text: string): Promise<{
      db: {
        getData(): {
          nodes: { id: string; parentId?: string; label?: unknown; shape?: string }[];
          edges: { start: string; end: string; label?: unknown }[];
        };
      };
    }>;
  };
}

/**
 * Mermaid's own browser build in Debian's Chromium: the renderer that GitHub, GitLab and mermaid-cli use,
 * so a diagram that draws here draws there. One browser for all diagrams.
 */
export class MermaidInChromium {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async launch(): Promise<MermaidInChromium> {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: MERMAID });
    await page.evaluate(() =>
      (window as unknown as { mermaid: MermaidGlobal }).mermaid.initialize({ startOnLoad: false }),
    );
    return new MermaidInChromium(browser, page);
  }

  async render(text: string, id: string): Promise<MermaidResult> {
    return this.page.evaluate(
      async ([source, diagramId]) => {
        const { mermaid } = window as unknown as { mermaid: MermaidGlobal };
        try {
          const { svg } = await mermaid.render(diagramId, source);
          const data = (await mermaid.mermaidAPI.getDiagramFromText(source)).db.getData();
          return {
            ok: true as const,
            svg,
            nodes: data.nodes.map((node) => ({
              id: node.id,
              parentId: node.parentId ?? null,
              label: String(node.label ?? ''),
              shape: node.shape ?? '',
            })),
            edges: data.edges.map((edge) => ({
              start: edge.start,
              end: edge.end,
              label: String(edge.label ?? ''),
            })),
          };
        } catch (error) {
          return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
        }
      },
      [text, id] as const,
    );
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
