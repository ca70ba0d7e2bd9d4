import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export const selectUser = (s: Snapshot) => s.context.user;
export const selectPermissions = (s: Snapshot) => s.context.permissions;
export const selectCsrfToken = (s: Snapshot) => s.context.csrfToken;
export const selectMessage = (s: Snapshot) => s.context.message;
/** §4 The three flags of the spec plus the re-login dialog's own state. */
export const selectIsLoggedIn = (s: Snapshot) => s.context.user !== null && !s.matches('anonymous');
export const selectIsUnauthorized = (s: Snapshot) => s.matches('unauthorized');
export const selectIsForbidden = (s: Snapshot) => s.matches({ authorized: { notice: 'forbidden' } });
export const selectIsErrorOccurred = (s: Snapshot) => s.matches({ authorized: { notice: 'errorOccurred' } });
export const selectIsEnding = (s: Snapshot) => s.matches({ authorized: { clock: 'ending' } });
/** Another account logged in over this page through the re-login dialog: the page must be reloaded. */
export const selectIsOtherAccount = (s: Snapshot) => s.matches('otherAccount');
/** §6 Switch user: the one who logged in while the page acts as someone else, or null. */
export const selectSwitchedBy = (s: Snapshot) => s.context.switchedBy;
export const selectIsActingAs = (s: Snapshot) =>
  s.matches({ authorized: { identity: 'switchedUser' } }) ||
  s.matches({ authorized: { identity: 'returning' } });
export const selectIsReturning = (s: Snapshot) => s.matches({ authorized: { identity: 'returning' } });
export const selectReturnFailed = (s: Snapshot) => s.context.returnFailed;
/** Nothing for the session dialogs to show: no re-login, no message, no warning. */
export const selectIsQuiet = (s: Snapshot) =>
  s.matches('anonymous') ||
  s.matches('starting') ||
  (s.matches({ authorized: { notice: 'none' } }) && !s.matches({ authorized: { clock: 'ending' } }));
