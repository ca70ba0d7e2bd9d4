/** §2 Modals: media remark — one remark on a photo of a card, as the modal shows it (docs/decisions/0044). */
export interface MediaRemark {
  id: number;
  media_id: number;
  author: { id: number; name: string };
  /** The network of the reviewer who wrote it, or null (an admin). */
  network: { code: string; name: string } | null;
  message: string;
  /** ISO time it was written. */
  created_at: string;
}
