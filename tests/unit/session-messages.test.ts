import { describe, expect, it } from 'vitest';
import { errorMessageKey, isErrorStatus, sessionEventForStatus } from '@domain/session-messages';

describe('§7 all calls and §8 session messages', () => {
  it('a status above 209 is an error', () => {
    expect(isErrorStatus(200)).toBe(false);
    expect(isErrorStatus(209)).toBe(false);
    expect(isErrorStatus(210)).toBe(true);
    expect(isErrorStatus(404)).toBe(true);
  });

  it('401, 403 and 503 go to the global handler', () => {
    expect(sessionEventForStatus(401)).toBe('UNAUTHORIZED');
    expect(sessionEventForStatus(403)).toBe('FORBIDDEN');
    expect(sessionEventForStatus(503)).toBe('FORBIDDEN');
    expect(sessionEventForStatus(500)).toBeNull();
    expect(sessionEventForStatus(400)).toBeNull();
  });

  it('-1 or an empty message means the generic text, anything else is shown as given', () => {
    expect(errorMessageKey(-1)).toEqual({ key: 'errors.generic' });
    expect(errorMessageKey('  ')).toEqual({ key: 'errors.generic' });
    expect(errorMessageKey('Serwer niedostępny')).toEqual({ text: 'Serwer niedostępny' });
  });
});
