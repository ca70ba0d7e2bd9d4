import {
  versionCompareAnswerSchema,
  versionListAnswerSchema,
  type VersionCompareAnswer,
  type VersionListAnswer,
} from '@contract/card-history';
import { api } from './client';

/** Card history (docs/decisions/0053): a page of the timeline, newest first, below `before`. */
export async function fetchCardVersions(
  productId: number,
  before: number | null,
): Promise<VersionListAnswer> {
  const searchParams = before === null ? {} : { before: String(before) };
  return versionListAnswerSchema.parse(
    await api.get(`/api/p1/product/${productId}/versions`, { searchParams }).json(),
  );
}

/** Two versions of a card and what differs between them, field by field. */
export async function compareCardVersions(
  productId: number,
  from: number,
  to: number,
): Promise<VersionCompareAnswer> {
  const searchParams = { from: String(from), to: String(to) };
  return versionCompareAnswerSchema.parse(
    await api.get(`/api/p1/product/${productId}/versions/compare`, { searchParams }).json(),
  );
}
