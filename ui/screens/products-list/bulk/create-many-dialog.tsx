import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import * as Label from '@radix-ui/react-label';
import type { CreateManyAnswer } from '@contract/bulk-products';
import {
  CREATE_MANY_MAX_ROWS,
  createManyRowFaults,
  emptyCreateManyRow,
  isBlankRow,
  parsePastedRows,
  type CreateManyRow,
} from '@domain/bulk-products';
import { rowFaults } from '@machines/bulk-dialog.selectors';
import * as select from '@machines/bulk-dialog.selectors';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { createManyActors } from '@app/bulk-dialog-actors';
import {
  BulkDialogFrame,
  DialogButtons,
  DialogMessage,
  useBulkDialog,
  type BulkDialogActor,
} from './bulk-dialog-parts';
import { CreateManyGrid, type KeyedRow } from './create-many-grid';
import { textOf } from '../list-view';

let nextKey = 0;
const keyed = (row: CreateManyRow): KeyedRow => ({ ...row, key: ++nextKey });
const STARTING_ROWS = 3;

/** §2 Create many products: several draft cards at once, typed or pasted from a spreadsheet. */
export function CreateManyDialog({ onClose }: { onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const [actors] = useState(createManyActors);
  const actor = useBulkDialog(actors);
  const phase = useSelector(actor, select.selectPhase);
  return (
    <BulkDialogFrame
      actor={actor}
      title={t('bulkProducts.createMany.title')}
      description={t('bulkProducts.createMany.description')}
      onClose={onClose}
    >
      {phase === 'done' ? (
        <Created actor={actor} onClose={onClose} />
      ) : (
        <RowsEditor actor={actor} onClose={onClose} />
      )}
    </BulkDialogFrame>
  );
}

function RowsEditor({ actor, onClose }: { actor: BulkDialogActor; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const text = textOf(t);
  const phase = useSelector(actor, select.selectPhase);
  const busy = useSelector(actor, select.selectBusy);
  const serverFaults = useSelector(actor, select.selectFaults);
  const preview = useSelector(actor, select.selectPreview) as CreateManyAnswer | null;
  const [rows, setRows] = useState<KeyedRow[]>(() =>
    Array.from({ length: STARTING_ROWS }, () => keyed(emptyCreateManyRow())),
  );
  const [pasted, setPasted] = useState('');
  const [showFaults, setShowFaults] = useState(false);
  // The rows as last sent, so the server's `rows.{i}` faults stay on their rows while others are edited.
  const sent = useRef<{ key: number; row: CreateManyRow }[]>([]);
  const filled = useMemo(() => rows.filter((row) => !isBlankRow(row)), [rows]);
  const editable = phase === 'editing' || phase === 'invalid';

  /** Per row key: the browser's own rules (§5, GS1, batch duplicates) and the server's, while the row is as sent. */
  const faultsByKey = useMemo(() => {
    const out = new Map<number, Record<string, string>>();
    const own = createManyRowFaults(filled).map((fault) => ({ ...fault, message: text(fault.message) }));
    filled.forEach((row, index) => out.set(row.key, rowFaults(own, `rows.${index}.`)));
    sent.current.forEach(({ key, row }, index) => {
      const current = rows.find((candidate) => candidate.key === key);
      if (
        current === undefined ||
        current.gtin !== row.gtin ||
        current.name !== row.name ||
        current.category !== row.category
      )
        return;
      out.set(key, { ...rowFaults(serverFaults, `rows.${index}.`), ...out.get(key) });
    });
    return out;
  }, [filled, rows, serverFaults, text]);
  const faultyKeys = [...faultsByKey]
    .filter(([, faults]) => Object.keys(faults).length > 0)
    .map(([key]) => key);

  const change = (key: number, field: keyof CreateManyRow, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const addPasted = () => {
    const incoming = parsePastedRows(pasted).map(keyed);
    setRows((current) =>
      [...current.filter((row) => !isBlankRow(row)), ...incoming].slice(0, CREATE_MANY_MAX_ROWS),
    );
    setPasted('');
  };
  const check = () => {
    setShowFaults(true);
    if (filled.length === 0 || createManyRowFaults(filled).length > 0) return;
    sent.current = filled.map(({ key, gtin, name, category }) => ({ key, row: { gtin, name, category } }));
    actor.send({ type: 'SUBMIT', draft: sent.current.map(({ row }) => row) });
  };

  if (phase === 'confirming' || phase === 'submitting')
    return (
      <>
        <Alert tone="info">{t('bulkProducts.createMany.confirm', { n: preview?.count ?? 0 })}</Alert>
        <DialogMessage actor={actor} />
        <DialogButtons>
          <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })} disabled={busy}>
            {t('bulkProducts.common.back')}
          </Button>
          <Button
            onClick={() => actor.send({ type: 'CONFIRM' })}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('bulkProducts.createMany.create', { n: preview?.count ?? 0 })}
          </Button>
        </DialogButtons>
      </>
    );
  return (
    <>
      <div className="max-h-[45vh] overflow-auto">
        <CreateManyGrid
          rows={rows}
          faults={showFaults ? faultsByKey : new Map()}
          disabled={!editable}
          onChange={change}
          onRemove={(key) => setRows((current) => current.filter((row) => row.key !== key))}
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={!editable || rows.length >= CREATE_MANY_MAX_ROWS}
          onClick={() => setRows((current) => [...current, keyed(emptyCreateManyRow())])}
        >
          {t('bulkProducts.createMany.addRow')}
        </Button>
        {showFaults && faultyKeys.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            disabled={!editable}
            onClick={() => setRows((current) => current.filter((row) => !faultyKeys.includes(row.key)))}
          >
            {t('bulkProducts.createMany.removeFaulty', { n: faultyKeys.length })}
          </Button>
        )}
      </div>
      <div className="mt-3 flex flex-col gap-1">
        <Label.Root htmlFor="create-many-paste" className="text-xs font-medium text-slate-700">
          {t('bulkProducts.createMany.paste')}
        </Label.Root>
        <textarea
          id="create-many-paste"
          value={pasted}
          disabled={!editable}
          onChange={(event) => setPasted(event.target.value)}
          rows={3}
          placeholder={t('bulkProducts.createMany.pastePlaceholder')}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600"
        />
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={!editable || pasted.trim() === ''}
            onClick={addPasted}
          >
            {t('bulkProducts.createMany.addPasted')}
          </Button>
        </div>
      </div>
      {showFaults && faultyKeys.length > 0 && (
        <Alert tone="error" className="mt-3">
          {t('bulkProducts.common.fixRows', { n: faultyKeys.length })}
        </Alert>
      )}
      <DialogMessage actor={actor} />
      <DialogButtons>
        <Button variant="secondary" onClick={() => onClose(false)} disabled={busy}>
          {t('bulkProducts.common.cancel')}
        </Button>
        <Button onClick={check} disabled={!editable || filled.length === 0} aria-busy={busy || undefined}>
          {t('bulkProducts.createMany.check', { n: filled.length })}
        </Button>
      </DialogButtons>
    </>
  );
}

/** The drafts created; closing reloads the list, where they are at the top (newest first). */
function Created({ actor, onClose }: { actor: BulkDialogActor; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const result = useSelector(actor, select.selectResult) as CreateManyAnswer | null;
  return (
    <>
      <Alert tone="success">{t('bulkProducts.createMany.done', { n: result?.count ?? 0 })}</Alert>
      <ul className="mt-3 max-h-60 overflow-auto text-sm">
        {result?.created.map((card) => (
          <li key={card.id} className="flex gap-3 border-b border-slate-100 py-1">
            <span className="text-slate-500 tabular-nums">{card.gtin}</span>
            <Link
              href={`/product/${card.id}/edit`}
              className="text-accent-800 underline-offset-2 hover:underline"
            >
              {card.name}
            </Link>
          </li>
        ))}
      </ul>
      <DialogButtons>
        <Button onClick={() => onClose(true)}>{t('bulkProducts.common.close')}</Button>
      </DialogButtons>
    </>
  );
}
