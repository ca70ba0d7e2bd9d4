/**
 * Runs work after the answer has gone out, so that the answer's time does not depend on it: account mails
 * are prepared and sent this way, and a reset request for an unknown e-mail takes as long as one for a
 * known e-mail (docs/decisions/0028). A failure is reported, never thrown at the caller.
 */
export function afterAnswer(work: () => Promise<void>): void {
  setImmediate(() => {
    work().catch((error: unknown) => console.error('Work after the answer failed:', error));
  });
}
