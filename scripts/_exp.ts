import { machineCatalog } from '@machines/index';
import { runModel } from '@tests/machines/harness/run-model';
for (const entry of machineCatalog) {
  const r = await runModel(entry);
  console.log(entry.id, JSON.stringify(r.totals), JSON.stringify(r.paths), r.ms, 'ms');
  console.log('  notes', r.notes);
  console.log('  failures', r.failures.slice(0, 5));
}
