import type { BrowserContext, Page } from 'playwright-core';

/** What one opened page did with the corpus. */
export interface PageCheck {
  path: string;
  /** Payload numbers whose `__xss(n)` call ran. */
  executions: number[];
  /** alert, confirm or prompt dialogs opened. */
  dialogs: number;
  /** Live markup a payload made (a handler attribute, a script, a javascript: URL), run or not. */
  injected: string[];
  /** Distinct payloads the page shows as text (in the page or in its fields): proof they reached it. */
  shown: number;
}

/**
 * Catches every payload that runs in this context: `__xss(n)` is a binding into this process (in every
 * frame, also srcdoc and javascript: frames), and every dialog is counted and dismissed.
 */
export async function watchContext(context: BrowserContext) {
  const executions: number[] = [];
  let dialogs = 0;
  await context.exposeBinding('__xss', (_source, id: unknown) => {
    executions.push(Number(id));
  });
  context.on('page', (page) => page.on('dialog', (dialog) => ((dialogs += 1), void dialog.dismiss())));
  return {
    take() {
      const taken = { executions: executions.splice(0), dialogs };
      dialogs = 0;
      return taken;
    },
  };
}

/** Looks through the page as it is: live markup made by a payload, and which payloads show as text. */
function inspect() {
  const marker = /(?:__xss|alert|confirm|prompt)\((\d+)\)/;
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc']);
  const injected: string[] = [];
  const documents: Document[] = [document];
  for (const frame of Array.from(document.querySelectorAll('iframe')))
    if (frame.contentDocument !== null) documents.push(frame.contentDocument);
  let text = '';
  for (const doc of documents) {
    text += ` ${doc.body?.innerText ?? ''}`;
    for (const element of Array.from(doc.querySelectorAll('*'))) {
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
        text += ` ${element.value}`;
      // A payload's own script is nothing but its call (the page config may quote a name, escaped).
      if (element.tagName === 'SCRIPT' && /^\s*(?:parent\.)?__xss\(\d+\)\s*$/.test(element.textContent ?? ''))
        injected.push(`script: ${element.textContent ?? ''}`);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const live =
          (name.startsWith('on') && marker.test(attribute.value)) ||
          (urlAttributes.has(name) &&
            /^\s*(javascript|data):/i.test(attribute.value) &&
            marker.test(attribute.value));
        if (live) injected.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value}">`);
      }
    }
  }
  const shown = new Set(Array.from(text.matchAll(/(?:__xss|alert|confirm|prompt)\((\d+)\)/g), (m) => m[1]));
  return { injected, shown: shown.size };
}

/**
 * Waits until the page has settled (no request for half a second, or 20 s at most: a page that polls
 * never goes quiet), then looks it through.
 */
export async function inspectPage(
  page: Page,
  path: string,
): Promise<Omit<PageCheck, 'executions' | 'dialogs'>> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  const found = await page.evaluate(inspect);
  return { path, ...found };
}

/** Opens a page and looks it through once it has settled. */
export async function openAndCheck(
  page: Page,
  path: string,
): Promise<Omit<PageCheck, 'executions' | 'dialogs'>> {
  await page.goto(path);
  return inspectPage(page, path);
}

/**
 * The detector's own proof: a blank page given three live payloads (a handler, a srcdoc frame, a dialog)
 * must register all three. A suite whose detector sees nothing would otherwise pass on any page.
 */
export async function detectorWorks(page: Page, take: () => { executions: number[]; dialogs: number }) {
  await page.goto('about:blank');
  await page.setContent(
    '<img src="x:" onerror="__xss(9001)"><iframe srcdoc="<script>parent.__xss(9002)</script>"></iframe>' +
      '<img src="x:" onerror="alert(9003)">',
  );
  const seen = { executions: [] as number[], dialogs: 0 };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && (seen.executions.length < 2 || seen.dialogs < 1)) {
    const taken = take();
    seen.executions.push(...taken.executions);
    seen.dialogs += taken.dialogs;
    await page.waitForTimeout(50);
  }
  return seen.executions.includes(9001) && seen.executions.includes(9002) && seen.dialogs >= 1;
}
