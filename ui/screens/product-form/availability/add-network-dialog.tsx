import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@kit/attribute-fields/styles';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import type { NetworkOption } from '@domain/availability';

export interface AddNetworkDialogProps {
  /** §3 network_possibility: the networks that can still be added. */
  possible: readonly NetworkOption[];
  disabled: boolean;
  onAdd(code: string): void;
}

/** §2 Modals, network select: picks one of the possible networks and adds it to availability (§4). */
export function AddNetworkDialog({ possible, disabled, onAdd }: AddNetworkDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const chosen = possible.some((network) => network.code === code) ? code : (possible[0]?.code ?? '');
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || possible.length === 0}
        title={possible.length === 0 ? t('availability.noPossible') : undefined}
        onClick={() => setOpen(true)}
      >
        {t('availability.addNetwork')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('availability.addDialog.title')}
        description={t('availability.addDialog.description')}
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            onAdd(chosen);
            setOpen(false);
            setCode('');
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-network`} className="text-xs font-medium text-slate-700">
              {t('availability.addDialog.network')}
            </label>
            <select
              id={`${id}-network`}
              className={inputClass(false)}
              value={chosen}
              onChange={(event) => setCode(event.target.value)}
            >
              {possible.map((network) => (
                <option key={network.code} value={network.code}>
                  {network.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('availability.addDialog.cancel')}
            </Button>
            <Button type="submit" disabled={!chosen}>
              {t('availability.addDialog.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
