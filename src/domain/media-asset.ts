import type { ASSET_KINDS } from './media-gallery';

/**
 * §2 Asset details: one gallery file as its details page shows it, where it is used, and the directories it
 * can move to. The contract's answers (src/contract/media-gallery.ts) have exactly these shapes.
 */
export interface MediaAsset {
  id: number;
  name: string;
  kind: (typeof ASSET_KINDS)[number];
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  version: number;
  directory_id: number | null;
  directory: string | null;
  uploaded_by: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  url: string;
  thumbnail_url: string | null;
}

export interface MediaAssetUsage {
  product_id: number;
  name: string;
  gtin: string | null;
  type: number;
  assigned_at: string;
}

export interface MediaAssetDetails {
  asset: MediaAsset;
  usage: readonly MediaAssetUsage[];
}

export interface MediaDirectoryChoice {
  id: number;
  name: string;
  share_url: string | null;
}
