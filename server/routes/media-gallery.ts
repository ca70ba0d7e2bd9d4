import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { mediaGalleryAssetRoutes } from './media-gallery-assets';
import { mediaGalleryAssignRoutes } from './media-gallery-assign';
import { mediaGalleryDirectoryRoutes } from './media-gallery-directories';

/** §2 The media gallery, mounted by the app under the path of `media_gallery_url` (decision 0022). */
export const mediaGalleryRoutes = new Hono<AppEnv>()
  .route('/', mediaGalleryAssetRoutes)
  .route('/', mediaGalleryDirectoryRoutes)
  .route('/', mediaGalleryAssignRoutes);
