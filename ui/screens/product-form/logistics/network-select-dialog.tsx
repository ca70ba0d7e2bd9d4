import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@kit/text-field';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { foldText, type NetworkOption } from '@domain/availability';

export interface NetworkSelectDialogProps {
  networks: readonly NetworkOption[];
  /** Networks chosen when the modal opens. */
  chosen: readonly string[];
  /** Networks another structure already has: shown, not selectable (one individual structure each). */
  taken: ReadonlySet<string>;
  /** The button that opens the modal. */
  trigger: string;
  triggerLabel?: string;
  disabled: boolean;
  onConfirm(codes: string[]): void;
}

const collator = new Intl.Collator('pl', { sensitivity: 'base' });

/**
 * §2 Modals, network select: the networks a network-specific structure applies to (§3), searchable by name
 * and sorted by it.
 */
export function NetworkSelectDialog({
  networks,
  chosen,
  taken,
  trigger,
  triggerLabel,
  disabled,
  onConfirm,
}: NetworkSelectDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(chosen));
  const shown = useMemo(() => {
    const wanted = foldText(query);
    return [...networks]
      .filter((network) => !wanted || foldText(network.name).includes(wanted))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [networks, query]);
  const toggle = (code: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-label={triggerLabel}
        onClick={() => {
          setSelected(new Set(chosen));
          setQuery('');
          setOpen(true);
        }}
      >
        {trigger}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('logistics.networkDialog.title')}
        description={t('logistics.networkDialog.description')}
      >
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            // Kept in the order of the full list, so the structure's label reads the same every time.
            onConfirm(networks.map((network) => network.code).filter((code) => selected.has(code)));
            setOpen(false);
          }}
        >
          <TextField
            id={`${id}-search`}
            type="search"
            label={t('logistics.networkDialog.search')}
            value={query}
            onValueChange={setQuery}
          />
          <fieldset className="max-h-64 overflow-y-auto rounded-md border border-slate-200">
            <legend className="sr-only">{t('logistics.networkDialog.title')}</legend>
            {shown.length === 0 && (
              <p className="px-3 py-2 text-sm text-slate-500">{t('logistics.networkDialog.none')}</p>
            )}
            {shown.map((network) => {
              const unavailable = taken.has(network.code);
              return (
                <label
                  key={network.code}
                  className="flex items-center gap-2 border-b border-slate-100 px-3 py-1.5 text-sm last:border-b-0"
                >
                  <input
                    type="checkbox"
                    checked={selected.has(network.code)}
                    disabled={unavailable}
                    onChange={() => toggle(network.code)}
                    className="size-4 rounded accent-accent-700"
                  />
                  <span className={unavailable ? 'text-slate-400' : 'text-slate-800'}>{network.name}</span>
                  {unavailable && (
                    <span className="text-xs text-slate-400">{t('logistics.networkDialog.taken')}</span>
                  )}
                </label>
              );
            })}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('logistics.dialog.cancel')}
            </Button>
            <Button type="submit" disabled={selected.size === 0}>
              {t('logistics.networkDialog.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
