import type { NetworkOption } from '@domain/availability';
import { useForm } from '../form-actors';

/** The card around the logistics section: its id (EAN checks exclude the card's own codes) and networks. */
export interface CardContext {
  productId: number | null;
  networks: readonly NetworkOption[];
}

/** Read from the loaded form, so the section keeps the props the form screen already gives it. */
export function useCardContext(): CardContext {
  const productId = useForm((state) => state.id);
  const networks = useForm((state) => state.options.networks);
  return { productId, networks };
}
