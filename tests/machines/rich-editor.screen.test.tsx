import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeAll, describe, expect, it } from 'vitest';
import { RichEditorView, type RichEditorActor } from '@screens/rich-editor/rich-editor-view';
import { richEditorViewContract } from '@screens/rich-editor/rich-editor.view-contract';
import { allowProseMirror } from '../ui/support/prosemirror-in-jsdom';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

beforeAll(allowProseMirror);

/** The rich-editor page on every path of its machine (docs/decisions/0054). */
describe('rich-editor page on every path of its machine', () => {
  it('reads the card, edits, saves, and shows a conflict and a refusal with the edits kept', async () => {
    const result = await runScreen(richEditorViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <Router hook={memoryLocation({ path: '/rich-editor/12' }).hook}>
              <RichEditorView actor={actor as RichEditorActor} productId={12} />
            </Router>
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 180_000);
});
