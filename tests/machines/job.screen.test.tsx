import { render } from '@testing-library/react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { JobContext } from '@machines/job.machine';
import { jobsPanelMachine } from '@machines/jobs-panel.machine';
import { JobsPanelView, type JobActorRef } from '@screens/jobs-panel/jobs-panel';
import { jobViewContract } from '@screens/jobs-panel/job.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/**
 * One job's row in the jobs panel, walked along every path of the job machine (§4 Jobs): the panel lists
 * the job, expanded, and the row follows the live job actor the replay drives.
 */
describe('a job row on every path of the job machine', () => {
  it('shows status, progress, result and the download in each state, the download started by a click', async () => {
    const result = await runScreen(jobViewContract, {
      mount: (actor) => {
        const job = actor.getSnapshot().context as JobContext;
        const panel = createActor(jobsPanelMachine, { input: { jobs: [job.job] } }).start();
        panel.send({ type: 'TOGGLE' });
        const { unmount } = render(
          <WithMessages>
            <JobsPanelView panel={panel} jobActor={() => actor as JobActorRef} />
          </WithMessages>,
        );
        return () => {
          unmount();
          panel.stop();
        };
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
