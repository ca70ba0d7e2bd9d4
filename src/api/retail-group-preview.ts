import {
  retailGroupPreviewAnswerSchema,
  type RetailGroupPreviewAnswer,
} from '@contract/retail-group-preview';
import { api } from './client';

/** §6 GET /api/p1/product/{id}/retail-group-preview: the groups, and with `network` that group's view. */
export async function fetchRetailGroupPreview(
  id: number,
  network?: string,
): Promise<RetailGroupPreviewAnswer> {
  const searchParams = network === undefined ? undefined : { network };
  return retailGroupPreviewAnswerSchema.parse(
    await api.get(`/api/p1/product/${id}/retail-group-preview`, searchParams ? { searchParams } : {}).json(),
  );
}
