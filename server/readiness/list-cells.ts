import type { NetworkReadinessAnswer } from '@contract/readiness';
import type { Language } from '@domain/constants';
import { worstReadiness } from '@domain/readiness';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { cardNetworks } from './card-networks';
import { networksFor, readinessAnswers } from './card-readiness';
import { factsOf, storedFacts } from './facts';

/** The products list's columns read per page rather than from the list table (docs/decisions/0042). */
export const READINESS_COLUMNS = ['readiness', 'network_qc'] as const;

/** The workbook keeps to the list table's columns: the readiness columns are read per page on screen. */
export function withoutReadiness<T extends { id: string }>(columns: readonly T[]): T[] {
  return columns.filter((column) => !(READINESS_COLUMNS as readonly string[]).includes(column.id));
}

export interface ReadinessCells {
  readiness: string | null;
  network_qc: string | null;
}

/**
 * The readiness cells of one page of the list: the state furthest from ready with the networks in it, and
 * each network's QC verdict. Seven queries for the page whatever its size, only the page's cards, in two
 * rounds.
 */
export async function readinessCells(
  db: Db,
  user: CurrentUser,
  ids: readonly number[],
  language: Language,
): Promise<Map<number, ReadinessCells>> {
  // The stored facts are read by card id, beside the networks rather than after them: one round trip less.
  const [covered, stored] = await Promise.all([cardNetworks(db, ids), storedFacts(db, ids)]);
  const cards = covered.map((card) => ({ id: card.id, networks: networksFor(user, card.networks) }));
  const facts = factsOf(cards, stored);
  const answers = await readinessAnswers(
    db,
    cards.map((card) => facts.get(card.id) ?? []),
    language,
    false,
  );
  return new Map(cards.map((card, index) => [card.id, cellsOf(answers[index] ?? [], language)]));
}

function cellsOf(answers: readonly NetworkReadinessAnswer[], language: Language): ReadinessCells {
  if (answers.length === 0) return { readiness: null, network_qc: null };
  const state = worstReadiness(answers.map((answer) => answer.state));
  const networks = answers.filter((answer) => answer.state === state).map((answer) => answer.network_name);
  return {
    readiness: translate(language, 'readiness.cell', {
      state: translate(language, `readiness.states.${state}`),
      networks: networks.join(', '),
    }),
    network_qc: answers
      .map((answer) =>
        translate(language, 'readiness.qcCell', {
          network: answer.network_name,
          verdict: translate(language, `readiness.qc.${answer.qc}`),
        }),
      )
      .join(' · '),
  };
}
