import {
  mediaRemarkCountsAnswerSchema,
  mediaRemarksAnswerSchema,
  type MediaRemark,
} from '@contract/media-remarks';
import { api } from './client';

const path = (productId: number, mediaId: number) => `/api/p1/product/${productId}/media/${mediaId}/remarks`;

/** §2 Modals: media remark — GET the photo's remarks, newest first. */
export async function fetchMediaRemarks(productId: number, mediaId: number): Promise<MediaRemark[]> {
  return mediaRemarksAnswerSchema.parse(await api.get(path(productId, mediaId)).json()).remarks;
}

/** §2 Modals: media remark — POST {message}; the answer is the photo's remarks as they now are. */
export async function addMediaRemark(
  productId: number,
  mediaId: number,
  message: string,
): Promise<MediaRemark[]> {
  return mediaRemarksAnswerSchema.parse(
    await api.post(path(productId, mediaId), { json: { message } }).json(),
  ).remarks;
}

/** How many remarks each photo of the card has, by media id (the badges on the photos). */
export async function fetchMediaRemarkCounts(productId: number): Promise<Map<number, number>> {
  const answer = mediaRemarkCountsAnswerSchema.parse(
    await api.get(`/api/p1/product/${productId}/media-remarks`).json(),
  );
  return new Map(answer.counts.map((entry) => [entry.media_id, entry.count]));
}
