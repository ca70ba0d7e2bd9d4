import { basename } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '@i18n/translate';
import type { Cause, Check, Target, TextRef, UserAction } from '@machines/view-contract';

/** The jsdom reading of a view contract: Testing Library queries for targets, user-event for causes. */

/** The Polish text a reference stands for, as a matcher: exact for texts and keys, a RegExp for patterns. */
export function textOf(ref: TextRef): string | RegExp {
  if (typeof ref === 'string') {
    const text = translate('pl', ref);
    if (text === ref) throw new Error(`view contract: ${ref} is not a key of src/i18n/locales/pl.json`);
    return text;
  }
  if ('literal' in ref) return ref.literal;
  if ('pattern' in ref) return new RegExp(ref.pattern);
  const text = translate('pl', ref.key, ref.values ?? {});
  if (text === ref.key) throw new Error(`view contract: ${ref.key} is not a key of src/i18n/locales/pl.json`);
  return text;
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

/** Every element the target names, visible to the accessibility tree (hidden dialogs do not count). */
export function findAll(target: Target): HTMLElement[] {
  const scoped = target.within
    ? (() => {
        const parents = findAll(target.within);
        return parents.length ? within(parents[0] as HTMLElement) : null;
      })()
    : screen;
  if (!scoped) return [];
  if ('role' in target) {
    const name = target.name === undefined ? undefined : textOf(target.name);
    return scoped.queryAllByRole(target.role, name === undefined ? {} : { name });
  }
  if ('label' in target) return scoped.queryAllByLabelText(textOf(target.label));
  return scoped.queryAllByText(textOf(target.text));
}

export function findOne(target: Target): HTMLElement {
  const found = findAll(target);
  if (found.length === 0) throw new Error(`not on the screen: ${describeTarget(target)}`);
  return found[0] as HTMLElement;
}

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

/** Throws with what the user would miss when the check does not hold. */
export function assertCheck(check: Check): void {
  if ('absent' in check) {
    if (findAll(check.absent).length)
      throw new Error(`should not be on the screen: ${describeTarget(check.absent)}`);
    return;
  }
  const found = findAll(check.see);
  const what = describeTarget(check.see);
  if (check.count !== undefined && found.length !== check.count)
    throw new Error(`expected ${check.count} × ${what}, the screen shows ${found.length}`);
  if (found.length === 0) throw new Error(`not on the screen: ${what}`);
  const element = found[0] as HTMLElement;
  if (check.disabled !== undefined && isDisabled(element) !== check.disabled)
    throw new Error(`${what} should be ${check.disabled ? 'disabled' : 'enabled'}`);
  if (check.value !== undefined) {
    const value = (element as HTMLInputElement).value;
    if (value !== check.value) throw new Error(`${what} should hold "${check.value}", it holds "${value}"`);
  }
}

/** The first bytes of a JPEG: what a picked photo carries in the replay (the upload itself is settled). */
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

/**
 * The element a user action is aimed at, once the screen shows it enabled: a user waits for a list to
 * load or a dialog to open before acting (as Playwright's actions wait), within Testing Library's timeout.
 */
async function actionable(target: Target): Promise<HTMLElement> {
  return waitFor(() => {
    const element = findOne(target);
    if (isDisabled(element)) throw new Error(`${describeTarget(target)} is disabled`);
    return element;
  });
}

/** A picked file of that name: a photo starts like a JPEG; anything else is empty (its answer is settled). */
function pickedFile(path: string): File {
  const name = basename(path);
  return /\.jpe?g$/i.test(name)
    ? new File([JPEG_START], name, { type: 'image/jpeg' })
    : new File([''], name, { type: 'application/octet-stream' });
}

async function performAction(action: UserAction): Promise<void> {
  const user = userEvent.setup({ delay: null });
  if (action.user === 'press') {
    await user.keyboard(action.key);
    return;
  }
  if (action.user === 'click' && action.via !== undefined) {
    const opener = findOne(action.via);
    await user.click(opener);
    await user.click(await revealed(action.target));
    if (opener.isConnected && opener.getAttribute('aria-expanded') === 'true')
      await user.keyboard('{Escape}');
    return;
  }
  const element = await actionable(action.target);
  if (action.user === 'click') await user.click(element);
  else if (action.user === 'upload') await user.upload(element, pickedFile(action.file));
  else if (action.user === 'type') {
    // One change, as the machine's event carries the whole value: empty the field, or paste over it.
    if (action.text === '') await user.clear(element);
    else {
      await user.click(element);
      (element as HTMLInputElement).select();
      await user.paste(action.text);
    }
  } else {
    const option = textOf(action.option);
    await user.selectOptions(
      element,
      typeof option === 'string' ? option : (findOption(element, option) ?? ''),
    );
  }
}

/** Performs a user cause (one action or several in a row); false for a cause the replay delivers itself. */
export async function performCause(cause: Cause): Promise<boolean> {
  if (!('user' in cause)) return false;
  if (cause.user === 'steps') for (const step of cause.steps) await performAction(step);
  else await performAction(cause);
  return true;
}

/** The target a click on `via` reveals: a menu renders its items after it opens. */
async function revealed(target: Target): Promise<HTMLElement> {
  return waitFor(() => findOne(target));
}

function findOption(select: HTMLElement, pattern: RegExp): string | undefined {
  return [...select.querySelectorAll('option')].find((option) => pattern.test(option.textContent ?? ''))
    ?.value;
}
