import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DirectoryDialogsView, type DirectoryDialogsActor } from '@screens/media-gallery/directory-dialogs';
import { directoryDialogsViewContract } from '@screens/media-gallery/directory-dialogs.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The directories list's rename dialog and share link on every path of their machine (§2 Directories). */
describe('directory rename and share dialogs on every path of their machine', () => {
  it('renames by typing and clicking, shows a share link and closes the dialogs with Escape', async () => {
    const result = await runScreen(directoryDialogsViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <DirectoryDialogsView actor={actor as DirectoryDialogsActor} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 120_000);
});
