import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProducerModalView, type ProducerModalActor } from '@screens/product-form/modals/producer-modal';
import { producerModalViewContract } from '@screens/product-form/modals/producer-modal.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The producer, brand and sub-brand modal on every path of its machine (§2 Modals). */
describe('producer modal on every path of the producerModal machine', () => {
  it('reads, checks and saves a producer or brand, driven by typing and clicking', async () => {
    const result = await runScreen(producerModalViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <ProducerModalView actor={actor as ProducerModalActor} onClose={() => undefined} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
