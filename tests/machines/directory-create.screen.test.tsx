import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DirectoryCreateView, type DirectoryCreateActor } from '@screens/media-gallery/directory-create-form';
import { directoryCreateViewContract } from '@screens/media-gallery/directory-create.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The directories list's new-directory form on every path of its machine (§2 Directories). */
describe('new-directory form on every path of its machine', () => {
  it('types a name, adds it by clicking, and shows a refusal under the field until the name changes', async () => {
    const result = await runScreen(directoryCreateViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <DirectoryCreateView actor={actor as DirectoryCreateActor} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
