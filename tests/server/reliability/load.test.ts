import { describe, expect, test } from 'vitest';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { testApp } from '@tests/server/harness/app';
import { exportList, importCards, importWorkbook } from './load-background';
import { figuresOf, logInClients, REQUEST_KINDS, runClient, type Sample, type Send } from './load-mix';
import { STRESS } from './scale';

/** R4 load, fast form: the stress program's client mix, in process, bounded by a request count. */
const CLIENTS = 10;
const REQUESTS = STRESS ? 1_000 : 250;

describe('R4 load: every role at once while an export and an import run (docs/decisions/0030)', () => {
  test(`${CLIENTS} clients, ${REQUESTS} requests: no answer is a 5xx`, async () => {
    const { app, db, config, errors } = await testApp({ exportDirectRows: 10 });
    const send: Send = (path, init) => Promise.resolve(app.request(path, init));
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    try {
      const sessions = await logInClients(send, CLIENTS);
      const samples: Sample[] = [];
      const background: number[] = [];
      let sent = 0;
      const more = () => sent++ < REQUESTS;
      const admin = sessions.find((session) => session.email === 'admin@demo.pim')!;
      const supplier = sessions.find((session) => session.email === 'supplier@demo.pim')!;
      const note = (_kind: string, status: number) => background.push(status);
      await Promise.all([
        ...sessions.map((session, index) =>
          runClient(send, session, index + 1, more, (sample) => samples.push(sample)),
        ),
        exportList(send, admin, 20, note),
        importWorkbook(40, 1).then((bytes) => importCards(send, supplier, bytes, 20, note)),
      ]);

      expect(samples.length).toBe(REQUESTS);
      expect(new Set(samples.map((sample) => sample.kind))).toEqual(new Set(REQUEST_KINDS));
      const failed = samples.filter((sample) => sample.status >= 500 || sample.status === 0);
      expect(failed).toEqual([]);
      expect(background).toEqual([202, 200, 202]);
      expect(errors).toEqual([]);
      expect(figuresOf(samples).statuses[200]).toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
    // A bound for a shared, loaded machine, not a speed check: the run takes 20–40 s there.
  }, 300_000);
});
