/** The work started after answers that has not ended yet. */
const pending = new Set<Promise<void>>();

/**
 * Runs work after the answer has gone out, so that the answer's time does not depend on it: account mails
 * are prepared and sent this way, and a reset request for an unknown e-mail takes as long as one for a
 * known e-mail (docs/decisions/0028). A failure is reported, never thrown at the caller.
 */
export function afterAnswer(work: () => Promise<void>): void {
  const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => console.error('Work after the answer failed:', error))
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every piece of work started after an answer so far has ended (also work it started). */
export async function afterAnswersSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
