import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteProducer, fetchMyProducers, mergeProducer, retireProducer } from '@api/companies';
import type { MyProducers } from '@contract/companies';
import { useResource } from '@app/use-resource';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { Tag } from '@kit/tag';

type Producer = MyProducers['producers'][number];

/** §2 my-company/producer-and-brand-list: producers with brands; merge duplicates, delete or retire. */
export function MyProducersList() {
  const { t } = useTranslation();
  const list = useResource<MyProducers>(useCallback(() => fetchMyProducers(), []));
  const [error, setError] = useState<string | null>(null);
  const act = (work: Promise<unknown>) => {
    setError(null);
    work.then(list.reload, (refusal: unknown) =>
      setError(refusal instanceof Error ? refusal.message : t('companies.errors.saveFailed')),
    );
  };
  const fallback = t('companies.errors.saveFailed');
  if (list.failed)
    return (
      <RetryAlert
        message={t('companies.errors.loadFailed')}
        retryLabel={t('companies.retry')}
        onRetry={list.retry}
      />
    );
  if (list.data === null) return <Skeleton className="h-40" />;
  const producers = list.data.producers;
  return (
    <section className="flex flex-col gap-3">
      {error !== null && <Alert tone="error">{error}</Alert>}
      {producers.length === 0 && <p className="text-sm">{t('companies.producers.none')}</p>}
      <ul className="flex flex-col gap-2">
        {producers.map((producer) => (
          <ProducerRow
            key={producer.id}
            producer={producer}
            others={producers.filter((other) => other.id !== producer.id)}
            onMerge={(targetId) => act(mergeProducer(producer.id, targetId, fallback))}
            onRetire={(retired) => act(retireProducer(producer.id, retired, fallback))}
            onDelete={() => act(deleteProducer(producer.id, fallback))}
          />
        ))}
      </ul>
    </section>
  );
}

function ProducerRow(props: {
  producer: Producer;
  others: Producer[];
  onMerge: (targetId: number) => void;
  onRetire: (retired: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { producer } = props;
  const [target, setTarget] = useState('');
  const selectId = `merge-${producer.id}`;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <strong>{producer.name}</strong>
        {producer.retired && (
          <Tag tone="bg-amber-50 text-amber-800 ring-amber-200">{t('companies.producers.retired')}</Tag>
        )}
        <span className="text-xs text-slate-500">
          {[producer.street, producer.postcode, producer.city].filter(Boolean).join(', ')}
        </span>
      </div>
      <p className="text-xs text-slate-600">
        {producer.brands.length === 0
          ? t('companies.profile.brandsNone')
          : producer.brands
              .map((brand) =>
                brand.sub_brands.length === 0
                  ? brand.name
                  : `${brand.name} (${t('companies.producers.subBrands', { names: brand.sub_brands.map((sub) => sub.name).join(', ') })})`,
              )
              .join('; ')}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {props.others.length > 0 && (
          <>
            <label htmlFor={selectId} className="text-xs text-slate-700">
              {t('companies.producers.mergeInto', { name: producer.name })}
            </label>
            <select
              id={selectId}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="">{t('companies.producers.choose')}</option>
              {props.others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="secondary"
              disabled={target === ''}
              onClick={() => props.onMerge(Number(target))}
            >
              {t('companies.producers.merge')}
            </Button>
          </>
        )}
        <Button size="sm" variant="secondary" onClick={() => props.onRetire(!producer.retired)}>
          {producer.retired ? t('companies.bringBack') : t('companies.producers.retire')}
        </Button>
        <Button size="sm" variant="secondary" onClick={props.onDelete}>
          {t('companies.producers.delete')}
        </Button>
      </div>
    </li>
  );
}
