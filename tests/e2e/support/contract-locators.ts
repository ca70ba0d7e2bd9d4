import { expect, type Locator, type Page } from '@playwright/test';
import pl from '../../../src/i18n/locales/pl.json' with { type: 'json' };
import type { Cause, Check, Target, TextRef } from '@machines/view-contract';

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

/** The first bytes of a JPEG: a file picked by a replay (a flow that needs a real photo arranges one). */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** Performs a user cause on the page (the other causes are the replay's own business). */
export async function performUserCause(page: Page, cause: Extract<Cause, { user: string }>): Promise<void> {
  if (cause.user === 'press') {
    await page.keyboard.press(playwrightKey(cause.key));
    return;
  }
  const element = locate(page, cause.target).filter({ visible: true }).first();
  if (cause.user === 'click') await element.click();
  // One change carrying the whole value, as in the jsdom replay: fill replaces the field's text at once.
  else if (cause.user === 'type') await element.fill(cause.text);
  else if (cause.user === 'upload')
    await element.setInputFiles({ name: cause.file, mimeType: 'image/jpeg', buffer: JPEG_START });
  else {
    const option = textOf(cause.option);
    if (typeof option === 'string') await element.selectOption({ label: option });
    else {
      const labels = await element.locator('option').allTextContents();
      const label = labels.find((text) => option.test(text));
      if (label === undefined)
        throw new Error(`no option matching ${String(option)} in ${describeTarget(cause.target)}`);
      await element.selectOption({ label });
    }
  }
}
