import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURE, isFeatureOn } from '@domain/feature-flags';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { productDetailsMachine } from '@machines/product-details.machine';
import { selectPhase } from '@machines/product-details.selectors';
import { usePageConfig } from '@app/config-context';
import type { ScreenProps } from '@app/module-registry';
import { loadDetailsActor, loadRemarksActor } from './details-actors';
import { DetailsActorProvider, type DetailsActor } from './details-context';
import { DetailsNotFound } from './details-not-found';
import { LoadedDetails } from './loaded-details';

/** §2 Product details: `{app}/product/{id}/details`, the read-only card for every role that may see it. */
export function ProductDetailsScreen({ params }: ScreenProps) {
  const id = params.id !== undefined && /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  // A path id that cannot name a card is the not-found face at once, without a request. Keyed by the id:
  // a move to another card's details (a draft copy's link or publish to its original) loads that card.
  return id === null ? <DetailsNotFound /> : <Details key={id} productId={id} />;
}

function Details({ productId }: { productId: number }) {
  const { features } = usePageConfig();
  const validation = isFeatureOn(features, FEATURE.PRODUCT_FORM_VALIDATION);
  const machine = useMemo(
    () =>
      productDetailsMachine.provide({
        actors: { loadDetails: loadDetailsActor(validation), loadRemarks: loadRemarksActor },
      }),
    [validation],
  );
  const actor = useActorRef(machine, { input: { productId } });
  return <DetailsView actor={actor} />;
}

/** What the user sees of the productDetails machine in every state; it only reads the actor and sends to it. */
export function DetailsView({ actor }: { actor: DetailsActor }) {
  const { t } = useTranslation();
  const phase = useSelector(actor, selectPhase);

  if (phase === 'notFound') return <DetailsNotFound />;
  if (phase === 'failed')
    return (
      <RetryAlert
        message={t('productDetails.errors.loadFailed')}
        retryLabel={t('productDetails.errors.retry')}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  if (phase === 'loading') return <DetailsSkeleton label={t('productDetails.loading')} />;
  return (
    <DetailsActorProvider value={actor}>
      <LoadedDetails />
    </DetailsActorProvider>
  );
}

/** The screen's shape while the card loads: header, left tab and a few sections. */
function DetailsSkeleton({ label }: { label: string }) {
  return (
    <div
      className="flex flex-col gap-4"
      data-testid="details-skeleton"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      <Skeleton className="h-16" />
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
        <Skeleton className="hidden h-80 lg:block" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-72" />
        </div>
      </div>
    </div>
  );
}
