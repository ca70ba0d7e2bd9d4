import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageConfig } from '@contract/user';
import { MEDIA_TYPE } from '@domain/constants';
import type { ProductFormState } from '@domain/product-form';
import { UploadActorsProvider, type MediaUploadActor } from '@screens/product-form/media/upload-actors';
import { mediaUploadViewContract } from '@screens/product-form/media/media-upload.view-contract';
import { useRealServer } from '@tests/ui/support/real-server';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import {
  CardFrame,
  TestCard,
  idleCardFlows,
  readyFormActor,
  supplierCardIds,
  supplierSession,
  withPhotos,
} from './support/card-screen';

let config: PageConfig;
let card: ProductFormState;
const scrollIntoView = Element.prototype.scrollIntoView;

beforeAll(async () => {
  const server = await useRealServer();
  config = await supplierSession();
  // The catalog's refused name is the label photo's: the stored card has it.
  const [id] = await supplierCardIds(server);
  card = await withPhotos(server, id!, { front: 'front.jpg', label: 'etykieta.jpg' });
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('product card media section on every path of the mediaUpload machine', () => {
  it('shows the front photo slot picking, uploading, refusing and cancelling, driven by file picks and clicks', async () => {
    const result = await runScreen(mediaUploadViewContract, {
      mount: (actor) => {
        const form = readyFormActor(card);
        const { save, reload } = idleCardFlows(card);
        const view = render(
          <CardFrame config={config}>
            <UploadActorsProvider value={{ [MEDIA_TYPE.FRONT]: actor as MediaUploadActor }}>
              <TestCard form={form} save={save} reload={reload} />
            </UploadActorsProvider>
          </CardFrame>,
        );
        return () => {
          view.unmount();
          [form, save, reload].forEach((running) => running.stop());
        };
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 600_000); // Every path mounts the real screen again: a loaded machine takes many times the quiet run.
});
