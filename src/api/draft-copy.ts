import { faultAnswerSchema } from '@contract/fault';
import { publishDraftCopyAnswerSchema, type PublishDraftCopyAnswer } from '@contract/draft-copy';
import { Refusal } from '@domain/refusal';
import { HTTPError, answerMessage, api } from './client';

/**
 * POST /api/p1/product/{copy id}/publish-over-original (docs/decisions/0059). A refusal carries the
 * server's words: the conflict, or every fault the card's save rules found, one after another.
 */
export async function publishDraftCopy(
  copyId: number,
  version: number,
  fallback: string,
): Promise<PublishDraftCopyAnswer> {
  try {
    const answer = await api
      .post(`/api/p1/product/${copyId}/publish-over-original`, { json: { version } })
      .json();
    return publishDraftCopyAnswerSchema.parse(answer);
  } catch (error) {
    if (!(error instanceof HTTPError)) throw new Refusal(fallback);
    const faults = faultAnswerSchema.safeParse(error.data);
    if (faults.success) throw new Refusal(faults.data.errors.map((fault) => fault.message).join(' '));
    throw new Refusal(answerMessage(error) ?? fallback);
  }
}
