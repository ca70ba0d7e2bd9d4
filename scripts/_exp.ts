import { machineCatalog } from '@machines/index';
import { getShortestPaths } from 'xstate/graph';
import { simplePathsWithin } from '@tests/machines/harness/simple-paths';
import { startsOf } from '@tests/machines/harness/plan-paths';
const entry = machineCatalog[0]!;
for (const input of startsOf(entry)) {
let t = performance.now();
getShortestPaths(entry.machine, { events: entry.events, input });
console.log('shortest', performance.now() - t); t = performance.now();
const s = simplePathsWithin(entry.machine, entry.events, input, 200);
console.log('simple', performance.now() - t, s.paths.length, s.bounded); t = performance.now();
}
