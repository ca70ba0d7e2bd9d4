import type { SessionContext } from '@machines/session.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const dialog: Target = { role: 'dialog' };
const reLogin: Target = { role: 'button', name: 'session.loginButton' };
const dismiss: Target = { role: 'button', name: 'session.dismiss', within: dialog };
const keepAlive: Target = { role: 'button', name: 'session.keepAlive' };
const warning: Target = { text: 'session.endingTitle' };
const forbiddenText: Target = { text: 'session.forbidden', within: dialog };
const errorText: Target = { text: 'errors.generic', within: dialog };
const otherUser: Target = { text: 'session.otherUser', within: dialog };
// §6 Switch user: the banner on every page while the session acts as someone else.
const banner: Target = { role: 'region', name: 'switchUser.banner.label' };
const returnButton: Target = { role: 'button', name: 'switchUser.banner.return', within: banner };
const returnFailed: Target = { text: 'switchUser.banner.returnFailed', within: banner };

/** No session dialog and no warning: the page is all the user sees. */
const quiet: Check[] = [{ absent: dialog }, { absent: warning }];

/**
 * §4 Session state, §8 messages: what the session overlay shows over any page, in every state of the
 * session machine. The overlay mounts the dialogs only when there is something to show (its lazy chunk is
 * loaded then), so the checks are what the user sees, not what is hidden in the page.
 */
export const sessionViewContract: ViewContract<SessionContext> = {
  machineId: 'session',
  screen: 'session-overlay',
  route: null,
  states: {
    // Left at once for anonymous or authorized (an eventless choice): never on the screen.
    'session.starting': [],
    'session.anonymous': quiet,
    'session.authorized': [{ absent: reLogin }, { absent: otherUser }],
    'session.authorized.clock': [],
    'session.authorized.clock.active': [{ absent: warning }],
    // The warning's button is reachable unless a message dialog is open over the page (a modal dialog
    // hides the rest of the page from the pointer and from assistive technology until it is closed).
    'session.authorized.clock.ending': [{ see: warning }, { see: { text: 'session.keepAlive' } }],
    'session.authorized.clock.refreshing': [{ absent: warning }],
    'session.authorized.notice': [],
    'session.authorized.notice.none': [{ absent: dialog }],
    'session.authorized.notice.forbidden': [
      { see: { role: 'heading', name: 'errors.problem', within: dialog } },
      { see: forbiddenText },
      { see: dismiss },
    ],
    'session.authorized.identity': [],
    // Left at once for own or switchedUser (an eventless choice): never on the screen.
    'session.authorized.identity.resolving': [],
    'session.authorized.identity.own': [{ absent: banner }],
    'session.authorized.identity.switchedUser': (context) => [
      { see: banner },
      { see: returnButton, disabled: false },
      context.returnFailed ? { see: returnFailed } : { absent: returnFailed },
    ],
    'session.authorized.identity.returning': [{ see: returnButton, disabled: true }],
    'session.authorized.notice.errorOccurred': [
      { see: { role: 'heading', name: 'session.errorTitle', within: dialog } },
      { see: errorText },
      { absent: forbiddenText },
      { see: dismiss },
    ],
    'session.unauthorized': [
      { see: { role: 'heading', name: 'session.unauthorizedTitle', within: dialog } },
      { see: reLogin, disabled: false },
      { absent: warning },
    ],
    'session.otherAccount': [
      { see: otherUser },
      { see: { role: 'button', name: 'errors.home', within: dialog } },
      { absent: reLogin },
    ],
  },
  events: {
    // The re-login dialog's own form (the login machine, replayed on its own screen) or the login page
    // hands the new login over.
    LOGGED_IN: { app: 'the login form hands over the accepted login' },
    LOGGED_OUT: { app: 'the user logs out (here or in another tab)' },
    UNAUTHORIZED: { app: 'the HTTP client gets a 401 for any request of the page' },
    FORBIDDEN: { app: 'the HTTP client gets a 403 or 503' },
    ERROR: { app: 'the HTTP client gets another error answer' },
    DISMISS: { user: 'click', target: dismiss },
    // The warning's button in the last five minutes; before them, a save keeps the session alive itself.
    KEEP_ALIVE: (_event, _context, active) =>
      active.includes('session.authorized.clock.ending') && active.includes('session.authorized.notice.none')
        ? { user: 'click', target: keepAlive }
        : { app: 'a saved card keeps the session alive' },
    'xstate.done.actor.keepAlive': { server: 'server extends the session' },
    SWITCHED: { app: 'the act-as dialog of the user menu hands over the switch' },
    RETURN: { user: 'click', target: returnButton },
    'xstate.done.actor.switchBack': { server: 'server ends the switch and answers the own account' },
    'xstate.error.actor.switchBack': { server: 'server does not answer the return' },
    'xstate.error.actor.keepAlive': { server: 'server does not answer the keep-alive' },
    'xstate.after.SESSION_WARNING.session.authorized.clock.active': { timer: true },
    'xstate.after.SESSION_END.session.authorized.clock.ending': { timer: true },
  },
};
