import { existsSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import pl from '../../../src/i18n/locales/pl.json' with { type: 'json' };
import type { Cause, Check, Target, TextRef, UserAction } from '@machines/view-contract';

/**
 * The Chromium reading of a view contract, with the same meaning as the jsdom one
 * (tests/machines/harness/screen-dom.ts): Polish catalogue texts, targets by role and accessible name, by
 * label or by visible text, the first match of a `within` parent; user causes through Playwright's actions.
 */

/** The Polish text a reference stands for: exact for texts and keys, a RegExp for patterns. */
export function textOf(ref: TextRef): string | RegExp {
  if (typeof ref === 'string') return catalogueText(ref, {});
  if ('literal' in ref) return ref.literal;
  if ('pattern' in ref) return new RegExp(ref.pattern);
  return catalogueText(ref.key, ref.values ?? {});
}

/** As src/i18n/translate.ts reads the catalogue (imported here with the JSON attribute Node needs). */
function catalogueText(key: string, values: Record<string, string | number>): string {
  let node: unknown = pl;
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string')
    throw new Error(`view contract: ${key} is not a key of src/i18n/locales/pl.json`);
  return node.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );
}

export function describeTarget(target: Target): string {
  const own =
    'role' in target
      ? `${target.role}${target.name === undefined ? '' : ` "${String(textOf(target.name))}"`}`
      : 'label' in target
        ? `field "${String(textOf(target.label))}"`
        : `text "${String(textOf(target.text))}"`;
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}

type AriaRole = Parameters<Page['getByRole']>[0];

/** Every element the target names; a `within` target looks inside the first match of its parent. */
export function locate(page: Page, target: Target): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within).first() : page;
  if ('role' in target) {
    const name = target.name === undefined ? undefined : textOf(target.name);
    return scope.getByRole(target.role as AriaRole, name === undefined ? {} : { name, exact: true });
  }
  if ('label' in target) return scope.getByLabel(textOf(target.label), { exact: true });
  return scope.getByText(textOf(target.text), { exact: true });
}

/** Asserts one check with Playwright's auto-waiting expect; `where` says which path, step and state. */
export async function expectCheck(page: Page, check: Check, where: string): Promise<void> {
  if ('absent' in check) {
    const what = `${where}: should not be on the screen: ${describeTarget(check.absent)}`;
    await expect(locate(page, check.absent).filter({ visible: true }), what).toHaveCount(0);
    return;
  }
  const what = `${where}: ${describeTarget(check.see)}`;
  const found = locate(page, check.see).filter({ visible: true });
  if (check.count !== undefined) await expect(found, `${what} × ${check.count}`).toHaveCount(check.count);
  const element = found.first();
  await expect(element, `${what} on the screen`).toBeVisible();
  if (check.disabled === true) await expect(element, `${what} disabled`).toBeDisabled();
  if (check.disabled === false) await expect(element, `${what} enabled`).toBeEnabled();
  if (check.value !== undefined)
    await expect(element, `${what} holds "${check.value}"`).toHaveValue(check.value);
}

/** user-event names keys in braces (`{Enter}`); Playwright without them. */
const playwrightKey = (key: string) => key.replace(/^\{(.+)\}$/, '$1');

/** The first bytes of a JPEG: a picked file that is no fixture on disk (a flow needing a real photo arranges one). */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** Performs one user action on the page; a file field gets the fixture at the action's path. */
async function performAction(page: Page, action: UserAction): Promise<void> {
  if (action.user === 'press') {
    await page.keyboard.press(playwrightKey(action.key));
    return;
  }
  if (action.user === 'click' && action.via !== undefined) {
    // A menu's button first, then its item; a menu still open after it is closed as a user would. The
    // button is held by its element: an open menu hides the rest of the page from the accessibility tree.
    const opener = await locate(page, action.via).filter({ visible: true }).first().elementHandle();
    if (opener === null) throw new Error(`not on the screen: ${describeTarget(action.via)}`);
    await opener.click();
    await locate(page, action.target).filter({ visible: true }).first().click();
    const open = await opener.evaluate(
      (element) => element.isConnected && element.getAttribute('aria-expanded') === 'true',
    );
    if (open) await page.keyboard.press('Escape');
    await opener.dispose();
    return;
  }
  const element = locate(page, action.target).filter({ visible: true }).first();
  if (action.user === 'click') await element.click();
  else if (action.user === 'upload')
    // A fixture from the project root where there is one; otherwise a small picked photo of that name.
    await element.setInputFiles(
      existsSync(action.file)
        ? action.file
        : { name: action.file, mimeType: 'image/jpeg', buffer: JPEG_START },
    );
  // One change carrying the whole value, as in the jsdom replay: fill replaces the field's text at once.
  else if (action.user === 'type') await element.fill(action.text);
  else {
    const option = textOf(action.option);
    if (typeof option === 'string') await element.selectOption({ label: option });
    else {
      const labels = await element.locator('option').allTextContents();
      const label = labels.find((text) => option.test(text));
      if (label === undefined)
        throw new Error(`no option matching ${String(option)} in ${describeTarget(action.target)}`);
      await element.selectOption({ label });
    }
  }
}

/** Performs a user cause on the page, one action or several in a row (the other causes are the replay's own business). */
export async function performUserCause(page: Page, cause: Extract<Cause, { user: string }>): Promise<void> {
  if (cause.user === 'steps') for (const step of cause.steps) await performAction(page, step);
  else await performAction(page, cause);
}
