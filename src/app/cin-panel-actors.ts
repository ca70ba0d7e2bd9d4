import { fromPromise } from 'xstate';
import { toRefusal } from '@api/auth';
import { sendCinRequest } from '@api/cin';
import { CIN_CHAINS } from '@domain/cin';
import type { ActionResult, RunActionInput } from '@machines/data-table.machine';

class CinRefused extends Error {}

/** The outcome's words in the user's language, given by the screen. */
export interface CinWords {
  requested: (ready: number, incomplete: number) => string;
  incomplete: (missing: readonly string[]) => string;
}

/**
 * §2 Panel CIN actions for the dataTable machine: §7 send-get-cin-file for one card or the selected ones,
 * for the chain the panel shows (the action's payload; none means the user's only chain). The outcome
 * counts the ready and the incomplete files, or names what a single card lacks.
 */
export const cinActionActor = (words: CinWords) =>
  fromPromise<ActionResult, RunActionInput>(async ({ input }) => {
    const { action } = input;
    try {
      if (action.id !== 'cin_request') throw new Error(`unknown CIN panel action: ${action.id}`);
      const chain = CIN_CHAINS.find((candidate) => candidate === action.payload) ?? null;
      const answer = await sendCinRequest(action.ids, chain);
      const ready = answer.results.filter((result) => result.status === 'ready').length;
      const single = answer.results.length === 1 ? answer.results[0] : undefined;
      const message =
        single !== undefined && single.status === 'incomplete'
          ? words.incomplete(single.missing)
          : words.requested(ready, answer.results.length - ready);
      // No file made is a failure to the user; some of several made is a warning (§8: an error looks like one).
      const tone = ready === 0 ? 'error' : ready < answer.results.length ? 'warning' : undefined;
      return { count: answer.results.length, message, ...(tone === undefined ? {} : { tone }) };
    } catch (error) {
      if (error instanceof CinRefused) throw error;
      throw new CinRefused(toRefusal(error, '').message);
    }
  });
