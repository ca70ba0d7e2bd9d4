import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '@i18n/translate';
import type { Cause, Check, Target, TextRef } from '@machines/view-contract';

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

/** The first bytes of a JPEG: what a picked file carries in the replay (the upload itself is settled). */
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

/** Performs a user cause; false for a cause the replay delivers itself (server, timer, app). */
export async function performCause(cause: Cause): Promise<boolean> {
  if (!('user' in cause)) return false;
  const user = userEvent.setup({ delay: null });
  if (cause.user === 'press') {
    await user.keyboard(cause.key);
    return true;
  }
  const element = findOne(cause.target);
  if (cause.user === 'click') await user.click(element);
  else if (cause.user === 'type') {
    // One change, as the machine's event carries the whole value: empty the field, or paste over it.
    if (cause.text === '') await user.clear(element);
    else {
      await user.click(element);
      (element as HTMLInputElement).select();
      await user.paste(cause.text);
    }
  } else if (cause.user === 'upload') {
    await user.upload(element, new File([JPEG_START], cause.file, { type: 'image/jpeg' }));
  } else {
    const option = textOf(cause.option);
    await user.selectOptions(
      element,
      typeof option === 'string' ? option : (findOption(element, option) ?? ''),
    );
  }
  return true;
}

function findOption(select: HTMLElement, pattern: RegExp): string | undefined {
  return [...select.querySelectorAll('option')].find((option) => pattern.test(option.textContent ?? ''))
    ?.value;
}
