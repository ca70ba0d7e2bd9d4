import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { offerSendMachine } from '@machines/offer-send.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof offerSendMachine>;

/** §2 send-offer: only a complete offer is ever sent, and a refusal shows only while refused. */
describeModel('offerSend', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'sending') {
      expect(context.cards.length).toBeGreaterThan(0);
      expect(context.chosen.length).toBeGreaterThan(0);
      expect(context.values.name.trim()).not.toBe('');
      expect(context.values.date_from).not.toBe('');
    }
    if (state === 'refused') expect(context.errors.length).toBeGreaterThan(0);
    else expect(context.errors).toEqual([]);
    if (state === 'sent') expect(context.sent).toBeGreaterThan(0);
  },
});
