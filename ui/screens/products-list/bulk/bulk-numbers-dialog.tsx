import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import * as Tabs from '@radix-ui/react-tabs';
import type { BulkNumbersAnswer, BulkNumbersCard, BulkNumbersLoadAnswer } from '@contract/bulk-products';
import { BULK_NUMBER_TABS, bulkNumberTab, type BulkNumberTab } from '@domain/bulk-products';
import * as select from '@machines/bulk-dialog.selectors';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { bulkNumbersActors, type NumbersDraft } from '@app/bulk-dialog-actors';
import {
  BulkDialogFrame,
  DialogButtons,
  DialogMessage,
  LoadFailed,
  LoadingRows,
  useBulkDialog,
  type BulkDialogActor,
  type MassDialogProps,
} from './bulk-dialog-parts';
import { NumbersGrid, type NumbersValues } from './numbers-grid';

const valuesOf = (cards: readonly BulkNumbersCard[]): NumbersValues =>
  Object.fromEntries(
    cards.map((card) => [
      card.id,
      Object.fromEntries(
        card.availability
          .filter((entry) => entry.visibility)
          .map((entry) => [entry.code, entry.product_number]),
      ),
    ]),
  );

/** §2 Bulk numbers (tabs 1–4 by own-brand type): the supplier numbers of the selected cards per network. */
export function BulkNumbersDialog({ ids, onClose }: MassDialogProps) {
  const [actors] = useState(() => bulkNumbersActors(ids));
  const actor = useBulkDialog(actors);
  return <BulkNumbersDialogView actor={actor} ids={ids} onClose={onClose} />;
}

/** The dialog on its bulkDialog actor (its own, or one a test drives). */
export function BulkNumbersDialogView({ actor, ids, onClose }: MassDialogProps & { actor: BulkDialogActor }) {
  const { t } = useTranslation();
  const phase = useSelector(actor, select.selectPhase);
  const loaded = useSelector(actor, select.selectLoaded) as BulkNumbersLoadAnswer | null;
  return (
    <BulkDialogFrame
      actor={actor}
      title={t('bulkProducts.numbers.title')}
      description={t('bulkProducts.numbers.description', { n: ids.length })}
      onClose={onClose}
    >
      {phase === 'loading' && <LoadingRows />}
      {phase === 'loadFailed' && <LoadFailed actor={actor} />}
      {loaded !== null && (
        <NumbersEditor actor={actor} loaded={loaded} selected={ids.length} onClose={onClose} />
      )}
    </BulkDialogFrame>
  );
}

function NumbersEditor({
  actor,
  loaded,
  selected,
  onClose,
}: {
  actor: BulkDialogActor;
  loaded: BulkNumbersLoadAnswer;
  selected: number;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const phase = useSelector(actor, select.selectPhase);
  const busy = useSelector(actor, select.selectBusy);
  const faults = useSelector(actor, select.selectFaults);
  const [values, setValues] = useState<NumbersValues>(() => valuesOf(loaded.cards));
  const byTab = useMemo(() => {
    const tabs = new Map<BulkNumberTab, { card: BulkNumbersCard; index: number }[]>(
      BULK_NUMBER_TABS.map((tab) => [tab, []]),
    );
    loaded.cards.forEach((card, index) =>
      tabs.get(bulkNumberTab(card.own_brand_type))!.push({ card, index }),
    );
    return tabs;
  }, [loaded.cards]);
  const firstTab = BULK_NUMBER_TABS.find((tab) => byTab.get(tab)!.length > 0) ?? BULK_NUMBER_TABS[0];
  const names = useMemo(
    () => Object.fromEntries(loaded.networks.map((network) => [network.code, network.name])),
    [loaded.networks],
  );
  const editable = phase === 'editing' || phase === 'invalid';
  const draft = (): NumbersDraft =>
    loaded.cards.map((card) => ({ id: card.id, version: card.version, numbers: values[card.id] ?? {} }));
  const setNumber = (cardId: number, code: string, number: string) =>
    setValues((current) => ({ ...current, [cardId]: { ...current[cardId], [code]: number } }));

  if (phase === 'done') return <Done actor={actor} onClose={onClose} />;
  return (
    <>
      {loaded.cards.length < selected && (
        <Alert tone="warning" className="mb-3">
          {t('bulkProducts.numbers.notVisible', { n: selected - loaded.cards.length })}
        </Alert>
      )}
      <Tabs.Root defaultValue={String(firstTab)} className="flex min-h-0 flex-col">
        <Tabs.List
          aria-label={t('bulkProducts.numbers.tabsLabel')}
          className="flex border-b border-slate-200"
        >
          {BULK_NUMBER_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={String(tab)}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600 data-[state=active]:border-accent-600 data-[state=active]:font-medium data-[state=active]:text-accent-800"
            >
              {t(`bulkProducts.numbers.tabs.${tab}`)}{' '}
              <span className="text-xs text-slate-500 tabular-nums">{byTab.get(tab)!.length}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {BULK_NUMBER_TABS.map((tab) => (
          <Tabs.Content
            key={tab}
            value={String(tab)}
            className="max-h-[55vh] overflow-auto pt-3 focus-visible:outline-none"
          >
            <NumbersGrid
              rows={byTab.get(tab)!}
              names={names}
              values={values}
              faults={faults}
              disabled={!editable}
              onChange={setNumber}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <DialogMessage actor={actor} />
      {phase === 'invalid' && (
        <Alert tone="error" className="mt-3">
          {t('bulkProducts.common.fixRows', { n: faults.length })}
        </Alert>
      )}
      {phase === 'confirming' || phase === 'submitting' ? (
        <Confirm actor={actor} />
      ) : (
        <DialogButtons>
          <Button variant="secondary" onClick={() => onClose(false)} disabled={busy}>
            {t('bulkProducts.common.cancel')}
          </Button>
          <Button
            onClick={() => actor.send({ type: 'SUBMIT', draft: draft() })}
            disabled={!editable || loaded.cards.length === 0}
            aria-busy={busy || undefined}
          >
            {t('bulkProducts.numbers.check')}
          </Button>
        </DialogButtons>
      )}
    </>
  );
}

/** What was written; closing reloads the list. */
function Done({ actor, onClose }: { actor: BulkDialogActor; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const result = useSelector(actor, select.selectResult) as BulkNumbersAnswer | null;
  return (
    <>
      <Alert tone="success">{t('bulkProducts.numbers.saved', { n: result?.changed ?? 0 })}</Alert>
      <DialogButtons>
        <Button onClick={() => onClose(true)}>{t('bulkProducts.common.close')}</Button>
      </DialogButtons>
    </>
  );
}

/** The dry run's count, then the write. */
function Confirm({ actor }: { actor: BulkDialogActor }) {
  const { t } = useTranslation();
  const preview = useSelector(actor, select.selectPreview) as BulkNumbersAnswer | null;
  const busy = useSelector(actor, select.selectBusy);
  const changed = preview?.changed ?? 0;
  return (
    <>
      <Alert tone="info" className="mt-3">
        {changed === 0
          ? t('bulkProducts.numbers.nothingChanged')
          : t('bulkProducts.numbers.confirm', { n: changed })}
      </Alert>
      <DialogButtons>
        <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })} disabled={busy}>
          {t('bulkProducts.common.back')}
        </Button>
        <Button
          onClick={() => actor.send({ type: 'CONFIRM' })}
          disabled={busy || changed === 0}
          aria-busy={busy || undefined}
        >
          {t('bulkProducts.numbers.save')}
        </Button>
      </DialogButtons>
    </>
  );
}
