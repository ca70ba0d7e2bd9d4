import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferCard } from '@machines/offer-send.machine';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { useResource } from '@app/use-resource';

export type SearchCards = (text: string) => Promise<OfferCard[]>;

/**
 * §2 send-offer card picker: the supplier searches its ready cards by name or GTIN and adds them. What was
 * searched for is view state; each search is its own load (keyed), with a skeleton and a retry.
 */
export function CardPicker({
  search,
  chosen,
  onAdd,
}: {
  search: SearchCards;
  chosen: readonly OfferCard[];
  onAdd: (card: OfferCard) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSearched(text.trim());
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2" role="search">
        <label htmlFor={id} className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
          {t('offerSend.search')}
          <input
            id={id}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit(event);
            }}
            className="h-9 rounded-md border border-slate-300 px-3 text-sm font-normal text-slate-900"
          />
        </label>
        <Button variant="secondary" onClick={() => setSearched(text.trim())}>
          {t('offerSend.searchButton')}
        </Button>
      </div>
      {searched !== null && (
        <Matches key={searched} text={searched} search={search} chosen={chosen} onAdd={onAdd} />
      )}
    </div>
  );
}

function Matches({
  text,
  search,
  chosen,
  onAdd,
}: {
  text: string;
  search: SearchCards;
  chosen: readonly OfferCard[];
  onAdd: (card: OfferCard) => void;
}) {
  const { t } = useTranslation();
  const { data, loading, failed, retry } = useResource(() => search(text));
  if (loading) return <Skeleton className="h-16 w-full" />;
  if (failed)
    return (
      <RetryAlert message={t('offerSend.searchFailed')} retryLabel={t('offerSend.retry')} onRetry={retry} />
    );
  const cards = (data ?? []).filter((card) => !chosen.some((taken) => taken.id === card.id));
  if (cards.length === 0) return <p className="text-xs text-slate-600">{t('offerSend.noMatch')}</p>;
  return (
    <ul className="max-h-40 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
      {cards.map((card) => (
        <li key={card.id} className="flex items-center justify-between gap-2 px-2 py-1 text-sm">
          <span className="min-w-0 truncate">
            {card.name} <span className="text-xs text-slate-500 tabular-nums">{card.gtin}</span>
          </span>
          <Button size="sm" variant="secondary" onClick={() => onAdd(card)}>
            {t('offerSend.add', { name: card.name })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
