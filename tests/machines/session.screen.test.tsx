import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { SessionDialogs } from '@app/session/session-dialogs';
import { SessionActorProvider, type SessionActor } from '@app/session/session-context';
import { catalogEntry } from './harness/describe-model';
import { isComplete } from './harness/coverage';
import { runModel } from './harness/run-model';
import { WithMessages } from './support/with-messages';

/** What each state of the session machine shows over the page (§4 Session state, §8 messages). */
function expectedDialog(state: string): string | null {
  if (state === 'unauthorized') return pl.session.unauthorizedTitle;
  if (state === 'switchedUser') return pl.session.unauthorizedTitle;
  if (state.includes('notice.forbidden')) return pl.errors.problem;
  if (state.includes('notice.errorOccurred')) return pl.session.errorTitle;
  return null;
}

describe('session dialogs on every path of the session machine', () => {
  it('show re-login, forbidden, error and the end-of-session warning exactly in their states', async () => {
    let steps = 0;
    const result = await runModel(catalogEntry('session'), {
      simplePaths: false,
      act: (work) => act(work),
      mount: (actor) =>
        render(
          <WithMessages>
            <SessionActorProvider value={actor as SessionActor}>
              <SessionDialogs />
            </SessionActorProvider>
          </WithMessages>,
        ).unmount,
      onStep: (step) => {
        steps += 1;
        const title = expectedDialog(step.state);
        const dialog = screen.queryByRole('dialog');
        expect(dialog === null ? null : screen.getByRole('heading', { name: title ?? '' }).textContent).toBe(
          title,
        );
        if (step.state === 'unauthorized') {
          expect(screen.getByText(`${pl.session.unauthorized} ${pl.session.loginAgain}`)).toBeTruthy();
          expect(screen.getByRole('button', { name: pl.session.loginButton })).toBeTruthy();
        }
        if (step.state.includes('notice.forbidden'))
          expect(screen.getByText(pl.session.forbidden)).toBeTruthy();
        if (step.state.includes('notice.errorOccurred'))
          expect(screen.getByText(pl.errors.generic)).toBeTruthy();
        const ending = step.state.includes('clock.ending');
        expect(screen.queryByText(pl.session.endingTitle) !== null).toBe(ending);
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
    expect(steps).toBeGreaterThan(result.paths.total);
    // Every generated path is rendered and walked: on a loaded two-core machine that is more than the
    // project's 30 s default, which stays the limit for single screens.
  }, 120_000);
});
