import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { assetsPath } from '@api/media-gallery';
import type { PendingAction } from '@machines/data-table.machine';
import { ListConfirm } from '@app/list-dialogs';
import { ListTable, textOf } from '@app/list-table';
import { assetActionActor } from '@app/media-gallery-actors';
import { useDataTable } from '@app/use-data-table';
import { ASSET_WIDTHS, assetRowName, renderAssetCell } from './asset-cells';
import { MoveDialog } from './move-dialog';
import { UploadPanel } from './upload-panel';
import { useDirectories } from './use-directories';

/** §2 Media assets: upload, the list with filters and sort, single and mass actions. */
export function AssetsList() {
  const { t } = useTranslation();
  const text = textOf(t);
  const [, navigate] = useLocation();
  const actor = useDataTable({ namespace: 'media_gallery', path: assetsPath(), runAction: assetActionActor });
  const { directories } = useDirectories();
  const [moving, setMoving] = useState<readonly number[] | null>(null);
  const onNeedsInput = useCallback(
    (action: PendingAction) => {
      if (action.id === 'move') {
        setMoving(action.ids);
        return true;
      }
      if (action.id === 'assign') {
        navigate(`/media-gallery/mass-assign?assets=${action.ids.join(',')}`);
        return true;
      }
      return false;
    },
    [navigate],
  );
  return (
    <div className="flex flex-col gap-4">
      <UploadPanel directories={directories} onUploaded={() => actor.send({ type: 'RELOAD' })} />
      <ListTable
        actor={actor}
        label={t('mediaGallery.tableLabel')}
        widths={ASSET_WIDTHS}
        renderCell={renderAssetCell}
        rowName={assetRowName}
        skeletonFilters={3}
        outcomeText={(id, count) =>
          text(`mediaGallery.outcome.${id}`, {
            count,
            defaultValue: text('mediaGallery.outcome.other', { count }),
          })
        }
        onNeedsInput={onNeedsInput}
      />
      <ListConfirm actor={actor} />
      <MoveDialog
        count={moving === null ? null : moving.length}
        directories={directories}
        onCancel={() => setMoving(null)}
        onMove={(directoryId) => {
          if (moving !== null)
            actor.send({
              type: 'ACTION.RUN',
              action: { id: 'move', ids: moving, mass: true, confirm: null, payload: directoryId },
            });
          setMoving(null);
        }}
      />
    </div>
  );
}
