/**
 * Nothing typed is ever lost (issue: the product card): the browser's Back and Forward buttons are
 * navigation inside the app, so a screen with unsaved work may hold them. The popstate listener is
 * installed before the router's (main.tsx imports this module first), so a held navigation never reaches
 * the router: the address is put back, and the screen asks the user. Leaving then goes back for real.
 */
type Attempt = (proceed: () => void) => void;

let guard: Attempt | null = null;
/** The address the app shows; what a held Back puts back. */
let shown = typeof window === 'undefined' ? '' : window.location.href;
let passNext = false;

function onPopState(event: PopStateEvent) {
  if (guard === null || passNext) {
    passNext = false;
    shown = window.location.href;
    return;
  }
  event.stopImmediatePropagation();
  window.history.pushState(null, '', shown);
  guard(() => {
    passNext = true;
    window.history.back();
  });
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

/** Holds Back and Forward while `attempt` is set; `attempt` gets the way to carry the navigation out. */
export function holdHistoryNavigation(attempt: Attempt): () => void {
  guard = attempt;
  shown = window.location.href;
  return () => {
    if (guard === attempt) guard = null;
  };
}
