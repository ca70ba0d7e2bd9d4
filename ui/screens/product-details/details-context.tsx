import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { DetailsCard } from '@domain/product-details-card';
import type { productDetailsMachine } from '@machines/product-details.machine';

export type DetailsActor = ActorRefFrom<typeof productDetailsMachine>;

const ActorContext = createContext<DetailsActor | null>(null);
export const DetailsActorProvider = ActorContext.Provider;

export function useDetailsActor(): DetailsActor {
  const actor = useContext(ActorContext);
  if (actor === null) throw new Error('useDetailsActor outside the product details screen');
  return actor;
}

/** The loaded card: it does not change once loaded, so every part may read it freely. */
export function useCard(): DetailsCard {
  return useSelector(useDetailsActor(), (snapshot) => snapshot.context.card!);
}
