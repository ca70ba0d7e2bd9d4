import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { detailsSections, filterAttributes, type DetailsSection } from '@domain/product-details';
import type { Attribute } from '@domain/product';
import { selectOnlyFilled, selectOnlyOwn } from '@machines/product-details.selectors';
import { useCard, useDetailsActor } from './details-context';

/** §2 The attribute sections with what the only-filled-in and only-own toggles let through. */
export function useDetailsSections(): DetailsSection<Attribute>[] {
  const actor = useDetailsActor();
  const card = useCard();
  const onlyFilled = useSelector(actor, selectOnlyFilled);
  const onlyOwn = useSelector(actor, selectOnlyOwn);
  return useMemo(
    () => detailsSections(card.sections, filterAttributes(card.attributes, { onlyFilled, onlyOwn })),
    [card, onlyFilled, onlyOwn],
  );
}
