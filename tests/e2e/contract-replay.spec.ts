import { test } from './journey';
import { planFlow, replayFlow } from './support/contract-replay';
import { describePlan } from './support/replay-plan';
import { contractReplays } from './contract-replays/registry';

/**
 * §2 Statecharts: every registered view contract replayed in Chromium against the real server, along the
 * paths of its machine; with STATECHART_SCREENS=1 each state's first sight is pictured for the viewer.
 */
for (const flow of contractReplays) {
  test(`${flow.name}: every replayable path of ${flow.contract.machineId} shows what its view contract says`, async ({
    browser,
    baseURL,
  }) => {
    const plan = planFlow(flow);
    // A path is a fresh context, a login and a few steps: well under 20 s each on a loaded machine.
    test.setTimeout(30_000 + plan.paths.length * 20_000);
    const summary = describePlan(plan, flow.contract.screen);
    test.info().annotations.push({ type: 'contract replay', description: summary });
    process.stdout.write(`${summary}\n`);
    await replayFlow(browser, baseURL ?? '', flow, plan);
  });
}
