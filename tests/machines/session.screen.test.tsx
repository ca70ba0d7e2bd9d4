import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionActorProvider, type SessionActor } from '@app/session/session-context';
import { SessionOverlay } from '@app/session/session-overlay';
import { sessionViewContract } from '@app/session/session.view-contract';
import { SwitchBanner } from '@app/session/switch-banner';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/**
 * The session overlay as users see it over any page, walked along every path of the session machine
 * (§4 Session state, §8 messages): re-login, forbidden, error, the end-of-session warning, another account, and the banner while acting as
 * someone else (§6 switch user).
 */
describe('session overlay on every path of the session machine', () => {
  it('shows in each state what that state means to the user; dismissing and keeping alive are clicks', async () => {
    const result = await runScreen(sessionViewContract, {
      mount: (actor) => {
        const view = render(
          <WithMessages>
            <SessionActorProvider value={actor as SessionActor}>
              <SwitchBanner />
              <SessionOverlay />
            </SessionActorProvider>
          </WithMessages>,
        );
        return () => {
          view.unmount();
          view.container.remove();
        };
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  });
});
