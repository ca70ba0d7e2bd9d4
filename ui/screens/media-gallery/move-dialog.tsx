import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryOption } from '@contract/media-gallery';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { DirectorySelect } from './directory-select';

/** §2 Mass action "move to directory": which directory (or none). */
export function MoveDialog({
  count,
  directories,
  onMove,
  onCancel,
}: {
  count: number | null;
  directories: readonly DirectoryOption[];
  onMove: (directoryId: number | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  return (
    <Dialog
      open={count !== null}
      title={t('mediaGallery.move.title')}
      description={t('mediaGallery.move.description', { count: count ?? 0 })}
      onOpenChange={(open) => !open && onCancel()}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onMove(target === '' ? null : Number(target));
        }}
      >
        <DirectorySelect
          label={t('mediaGallery.move.target')}
          value={target}
          directories={directories}
          onChange={setTarget}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('mediaGallery.move.cancel')}
          </Button>
          <Button type="submit">{t('mediaGallery.move.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
