import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { cn } from '@kit/cn';
import { EMPTY_EAN } from '@domain/constants';
import { isValidGtin } from '@domain/gtin';
import type { Ean, Package } from '@domain/product';
import { FieldError, FieldHint, borderClass, controlClass, describedBy } from './field-parts';
import type { PackageActions } from './package-actions';

/**
 * A complete code with a wrong GS1 check digit. 13 and 14 digits are complete as typed; 8 and 12 only
 * once the user has left the field (they are on the way to 13 while typing). 13 zeros mean "not set" (§9).
 */
export function hasWrongCheckDigit(code: string, typing: boolean): boolean {
  if (code === EMPTY_EAN || !/^\d+$/.test(code)) return false;
  const complete = code.length === 13 || code.length === 14 || (!typing && [8, 12].includes(code.length));
  return complete && !isValidGtin(code);
}

interface EanListProps {
  pack: Package;
  faults: Readonly<Record<string, string[]>>;
  readOnly: boolean;
  actions: PackageActions;
}

/** §3/§4 The package's EAN flag and its EAN entries (code, dates flag, date range). */
export function EanList({ pack, faults, readOnly, actions }: EanListProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
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
      {pack.has_ean && (
        <ul aria-label={t('logistics.ean.list')} className="flex flex-col gap-3">
          {pack.eans.map((ean, index) => (
            <EanRow
              key={ean.uuid}
              packageUuid={pack.uuid}
              ean={ean}
              number={index + 1}
              faults={faults[ean.uuid] ?? []}
              readOnly={readOnly}
              actions={actions}
            />
          ))}
        </ul>
      )}
      {pack.has_ean && !readOnly && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => actions.addEan(pack.uuid)}>
            {t('logistics.ean.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

interface EanRowProps {
  packageUuid: string;
  ean: Ean;
  number: number;
  faults: readonly string[];
  readOnly: boolean;
  actions: PackageActions;
}

function EanRow({ packageUuid, ean, number, faults, readOnly, actions }: EanRowProps) {
  const { t } = useTranslation();
  const id = useId();
  // Whether the user is in the field: only the check-digit hint depends on it (no flow state).
  const [typing, setTyping] = useState(false);
  const wrongDigit = hasWrongCheckDigit(ean.ean, typing);
  const patch = (change: Partial<Omit<Ean, 'uuid'>>) => actions.setEan(packageUuid, ean.uuid, change);
  const label = t('logistics.ean.label', { number });
  return (
    <li className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-md bg-slate-50 p-3 sm:grid-cols-[minmax(0,16rem)_1fr_auto]">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          className={cn(controlClass, borderClass(faults.length > 0 || wrongDigit), 'font-mono tabular-nums')}
          value={ean.ean}
          disabled={readOnly}
          aria-invalid={faults.length > 0 || wrongDigit || undefined}
          aria-describedby={describedBy(wrongDigit && `${id}-digit`, faults.length > 0 && `${id}-error`)}
          onFocus={() => setTyping(true)}
          onBlur={() => setTyping(false)}
          onChange={(event) => patch({ ean: event.target.value.trim() })}
        />
        {wrongDigit && <FieldHint id={`${id}-digit`}>{t('logistics.ean.checkDigit')}</FieldHint>}
        <FieldError id={`${id}-error`} messages={faults} />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-2 sm:pt-6">
          <input
            id={`${id}-dates`}
            type="checkbox"
            checked={ean.dates_enabled}
            disabled={readOnly}
            onChange={(event) => patch({ dates_enabled: event.target.checked })}
            className="size-4 rounded border-slate-300 accent-accent-700"
          />
          <label htmlFor={`${id}-dates`} className="text-sm text-slate-700">
            {t('logistics.ean.dates')}
          </label>
        </div>
        {ean.dates_enabled && (
          <div className="flex flex-wrap gap-3">
            <DateInput
              label={t('logistics.ean.dateFrom')}
              value={ean.date_from}
              disabled={readOnly}
              onChange={(date_from) => patch({ date_from })}
            />
            <DateInput
              label={t('logistics.ean.dateTo')}
              value={ean.date_to}
              disabled={readOnly}
              onChange={(date_to) => patch({ date_to })}
            />
          </div>
        )}
      </div>
      {!readOnly && (
        <div className="sm:pt-5">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('logistics.ean.remove', { number })}
            title={t('logistics.ean.remove', { number })}
            onClick={() => actions.removeEan(packageUuid, ean.uuid)}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      )}
    </li>
  );
}

function DateInput({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string | null;
  disabled: boolean;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={cn(controlClass, borderClass(false), 'w-40')}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </div>
  );
}
