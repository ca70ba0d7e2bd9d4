import { useTranslation } from 'react-i18next';
import { deletedAssetsPath } from '@api/media-gallery';
import { ListConfirm } from '@app/list-dialogs';
import { ListTable, textOf } from '@app/list-table';
import { deletedActionActor } from '@app/media-gallery-actors';
import { useDataTable } from '@app/use-data-table';
import { ASSET_WIDTHS, assetRowName, renderAssetCell } from './asset-cells';

/** §2 Deleted media: restore; permanent delete for admins (decision 0022). */
export function DeletedList() {
  const { t } = useTranslation();
  const text = textOf(t);
  const actor = useDataTable({
    namespace: 'media_gallery_deleted',
    path: deletedAssetsPath(),
    runAction: deletedActionActor,
  });
  return (
    <>
      <ListTable
        actor={actor}
        label={t('mediaGallery.deletedTableLabel')}
        widths={ASSET_WIDTHS}
        renderCell={renderAssetCell}
        rowName={assetRowName}
        skeletonFilters={3}
        outcomeText={(id, count) => text(`mediaGallery.outcome.${id}`, { count })}
      />
      <ListConfirm actor={actor} />
    </>
  );
}
