import { describe, expect, it } from 'vitest';
import { MODULE_NAMES, isModuleName, templateFor } from '@domain/modules';
import { passwordProblems } from '@domain/passwords';

describe('§2 host page modules and templates', () => {
  it('knows every module name of the spec', () => {
    for (const name of [
      'product-form',
      'products-list',
      'media_gallery_shared_directory',
      'rich-editor',
      'login',
      'register-incorrect-confirm',
    ]) {
      expect(isModuleName(name)).toBe(true);
    }
    expect(isModuleName('no-such-module')).toBe(false);
    expect(new Set(MODULE_NAMES).size).toBe(MODULE_NAMES.length);
  });

  it('dashboard when logged in, auth otherwise, empty when asked for', () => {
    expect(templateFor(true)).toBe('dashboard');
    expect(templateFor(false)).toBe('auth');
    expect(templateFor(true, 'empty')).toBe('empty');
  });
});

describe('§5 passwords must match', () => {
  it.each([
    ['', '', { password: 'required', repeat: 'required' }],
    ['short', 'short', { password: 'tooShort' }],
    ['long-enough', 'different!', { repeat: 'mismatch' }],
    ['long-enough', 'long-enough', {}],
  ])('%s / %s', (password, repeat, problems) => {
    expect(passwordProblems(password, repeat)).toEqual(problems);
  });
});
