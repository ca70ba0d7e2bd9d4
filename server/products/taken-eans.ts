import type { Context } from 'hono';
import type { Fault } from '@contract/fault';
import { setEanCodes } from '@domain/ean-validation';
import { NAMESPACE } from '@domain/faults';
import { gtin14, isEanNotSet } from '@domain/gs1';
import type { Structure } from '@domain/product';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { eanOwners, type EanOwner } from './ean-owners';

/** The message of a code another product carries: that card by name when the user may see it, else "used". */
export function takenMessage(c: Context<AppEnv>, owner: EanOwner): string {
  return owner.id === null
    ? translate(c.get('language'), 'validation.eanUsed')
    : translate(c.get('language'), 'validation.eanTakenBy', { id: owner.id, name: owner.name });
}

/** GS1 (docs/decisions/0013): each EAN of the card that another product already carries, on its EAN. */
export async function takenEanFaults(
  c: Context<AppEnv>,
  structures: readonly Structure[],
  productId: number | null,
  faulted: ReadonlySet<string>,
): Promise<Fault[]> {
  const owners = await eanOwners(c.get('db'), c.get('user')!, setEanCodes(structures), productId);
  const out: Fault[] = [];
  for (const structure of structures)
    for (const pack of structure.packages)
      for (const ean of pack.eans) {
        if (faulted.has(ean.uuid) || isEanNotSet(ean.ean)) continue;
        const owner = owners.get(gtin14(ean.ean))?.[0];
        if (owner === undefined) continue;
        out.push({
          namespace: NAMESPACE.EAN,
          field: ean.uuid,
          message: takenMessage(c, owner),
          type: 'validation',
        });
      }
  return out;
}
