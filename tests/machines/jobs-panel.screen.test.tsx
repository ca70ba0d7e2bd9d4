import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobsPanelView, type JobsPanelActorRef } from '@screens/jobs-panel/jobs-panel';
import { jobsPanelViewContract } from '@screens/jobs-panel/jobs-panel.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The jobs panel as users see it, walked along every path of the jobsPanel machine (§2 Jobs panel, §4 Jobs). */
describe('jobs panel on every path of the jobsPanel machine', () => {
  it('shows the panel, its jobs and its notices in each state, opened, closed and cleared by clicks', async () => {
    const result = await runScreen(jobsPanelViewContract, {
      // The rows have no job actors here: they show the panel's own copy of each job.
      mount: (actor) =>
        render(
          <WithMessages>
            <JobsPanelView panel={actor as JobsPanelActorRef} jobActor={() => undefined} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
