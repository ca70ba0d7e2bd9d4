import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { gtinWarnings, isEanNotSet } from '@domain/gs1';
import { emptyEan } from '@domain/logistics-structure';
import type { Ean, Package } from '@domain/product';
import { EanDialog } from './ean-dialog';
import type { PackageActions } from './package-actions';

interface EanListProps {
  pack: Package;
  productId: number | null;
  faults: Readonly<Record<string, string[]>>;
  readOnly: boolean;
  actions: PackageActions;
}

/**
 * §3/§4 The package's EAN flag (off clears the EANs) and its EAN entries, each entered and checked in the
 * EAN modal (§2 Modals).
 */
export function EanList({ pack, productId, faults, readOnly, actions }: EanListProps) {
  const { t } = useTranslation();
  const id = useId();
  // The entry open in the EAN modal (a fresh one for "add"); which modal is open is this list's own view.
  const [editing, setEditing] = useState<Ean | null>(null);
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Switch.Root
            id={`${id}-has`}
            checked={pack.has_ean}
            disabled={readOnly}
            onCheckedChange={(checked) => actions.setEanFlag(pack.uuid, checked)}
            className="relative h-5 w-9 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:opacity-60 data-[state=checked]:bg-accent-600"
          >
            <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[18px]" />
          </Switch.Root>
          <label htmlFor={`${id}-has`} className="text-sm text-slate-700">
            {t('logistics.ean.has')}
          </label>
        </div>
        {pack.has_ean && !readOnly && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(emptyEan(actions.newUuid))}>
            {t('logistics.ean.add')}
          </Button>
        )}
      </div>
      {pack.has_ean && pack.eans.length > 0 && (
        <ul
          aria-label={t('logistics.ean.list')}
          className="flex flex-col divide-y divide-slate-100 rounded-md bg-slate-50"
        >
          {pack.eans.map((ean, index) => (
            <EanRow
              key={ean.uuid}
              ean={ean}
              packageType={pack.package_type}
              number={index + 1}
              faults={faults[ean.uuid] ?? []}
              readOnly={readOnly}
              onEdit={() => setEditing(ean)}
              onRemove={() => actions.removeEan(pack.uuid, ean.uuid)}
            />
          ))}
        </ul>
      )}
      {editing !== null && (
        <EanDialog
          ean={editing}
          pack={pack}
          structures={actions.structures()}
          productId={productId}
          onSave={(ean) => {
            actions.putEan(pack.uuid, ean);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

interface EanRowProps {
  ean: Ean;
  packageType: number;
  number: number;
  faults: readonly string[];
  readOnly: boolean;
  onEdit(): void;
  onRemove(): void;
}

/** One EAN: the code (or "not set"), its validity dates, GS1 advice and faults, edit and remove. */
function EanRow({ ean, packageType, number, faults, readOnly, onEdit, onRemove }: EanRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = t('logistics.ean.label', { number });
  const notSet = isEanNotSet(ean.ean);
  const warnings = gtinWarnings(ean.ean, packageType);
  const dates = [
    ean.date_from && t('logistics.ean.validFrom', { date: ean.date_from }),
    ean.date_to && t('logistics.ean.validTo', { date: ean.date_to }),
  ].filter(Boolean);
  return (
    <li aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
      <span id={`${id}-label`} className="w-24 shrink-0 text-xs font-medium text-slate-600">
        {label}
      </span>
      <span
        data-testid="ean-code"
        className={notSet ? 'text-sm text-slate-400 italic' : 'font-mono text-sm text-slate-900 tabular-nums'}
        aria-describedby={faults.length > 0 ? `${id}-error` : undefined}
      >
        {notSet ? t('logistics.ean.notSet') : ean.ean.trim()}
      </span>
      {ean.dates_enabled && dates.length > 0 && (
        <span className="text-xs text-slate-500">{dates.join(' · ')}</span>
      )}
      <span className="ml-auto flex gap-1">
        {!readOnly && (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={onEdit}
              aria-label={t('logistics.ean.edit', { number })}
            >
              {t('logistics.ean.change')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('logistics.ean.remove', { number })}
              title={t('logistics.ean.remove', { number })}
              onClick={onRemove}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </>
        )}
      </span>
      {warnings.map((warning) => (
        <p key={warning} className="w-full text-xs text-amber-700">
          {t(warning)}
        </p>
      ))}
      {faults.length > 0 && (
        <p id={`${id}-error`} role="alert" className="w-full text-xs text-red-600">
          {faults[0]}
        </p>
      )}
    </li>
  );
}
