import { FEATURE, isFeatureOn } from '@domain/feature-flags';
import { usePageConfig } from '@app/config-context';
import { usePermission } from '@app/session/use-permission';

/** §6 a supplier sends offers, §1 flag 3: only where the instance sends offers (not the German one). */
export function useCanSendOffers(): boolean {
  const { features } = usePageConfig();
  const supplier = usePermission('offers.create');
  return supplier && isFeatureOn(features, FEATURE.SEND_OFFER);
}
