import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { setMediaGalleryUrl } from '@api/media-gallery';
import { Alert } from '@kit/alert';
import { usePageConfig } from '@app/config-context';
import type { ScreenProps } from '@app/module-registry';
import { AssetDetailsView } from './asset-details';
import { AssetsList } from './assets-list';
import { AssignFlow } from './assign-flow';
import { DeletedList } from './deleted-list';
import { DirectoriesList } from './directories-list';
import { EditImageView } from './edit-image';
import { GalleryTabs } from './gallery-tabs';

/** The section of the gallery a path of §2 names (`media-gallery/...`), with the asset id where it has one. */
export function sectionOf(path: string): { section: string; id: number | null } {
  const rest = path.replace(/^\/media-gallery\/?/, '').replace(/\/$/, '');
  const media = /^media\/(\d{1,10})\/(details|edit-image)$/.exec(rest);
  if (media !== null) return { section: media[2]!, id: Number(media[1]) };
  return { section: rest === '' ? 'assets' : rest, id: null };
}

/**
 * §2 Media gallery (flag 16, media_gallery.access; docs/decisions/0022): assets, deleted media,
 * directories, mass and automatic assign, an asset's details and its image editor, by route.
 */
export function MediaGalleryScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  setMediaGalleryUrl(usePageConfig().media_gallery_url);
  const { section, id } = sectionOf(location);
  const body = (() => {
    switch (section) {
      case 'assets':
        return <AssetsList />;
      case 'deleted':
        return <DeletedList />;
      case 'directories':
        return <DirectoriesList />;
      case 'mass-assign':
        return <AssignFlow key="mass" auto={false} />;
      case 'automatic-assign':
        return <AssignFlow key="auto" auto />;
      case 'details':
        return <AssetDetailsView key={id} id={id!} />;
      case 'edit-image':
        return <EditImageView key={id} id={id!} />;
      default:
        return <Alert tone="error">{t('mediaGallery.details.notFound')}</Alert>;
    }
  })();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('mediaGallery.title')}</h1>
      <GalleryTabs section={section} />
      {body}
    </div>
  );
}
