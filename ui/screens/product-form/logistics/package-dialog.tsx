import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioChoices } from '@kit/attribute-fields/choice-parts';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { addablePackageTypes } from '@domain/logistics-packages';
import type { Structure } from '@domain/product';
import { packageTypeLabel } from './package-groups';

export interface PackageDialogProps {
  /** The structure the package goes to (undefined: the card has none yet, §4 creates the first). */
  structure: Structure | undefined;
  /** Names the structure in the title ("basic structure" or its networks). */
  structureName: string;
  disabled: boolean;
  onAdd(packageType: number): void;
}

/**
 * §2 Modals, package: choose the level of the new package; §4 places it before the pallet when the
 * structure has one. One consumer and one pallet per structure (docs/decisions/0013).
 */
export function PackageDialog({ structure, structureName, disabled, onAdd }: PackageDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const types = addablePackageTypes(structure);
  const [chosen, setChosen] = useState<number | null>(null);
  const type = chosen !== null && types.includes(chosen) ? chosen : (types[0] ?? null);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || types.length === 0}
        aria-label={t('logistics.packageDialog.openFor', { structure: structureName })}
        onClick={() => setOpen(true)}
      >
        {t('logistics.actions.addPackage')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('logistics.packageDialog.title')}
        description={t('logistics.packageDialog.description', { structure: structureName })}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (type === null) return;
            onAdd(type);
            setOpen(false);
            setChosen(null);
          }}
        >
          <div className="flex flex-col gap-1">
            <span id={`${id}-type`} className="text-xs font-medium text-slate-700">
              {t('logistics.packageDialog.type')}
            </span>
            <RadioChoices
              id={`${id}-option`}
              labelledBy={`${id}-type`}
              describedBy={undefined}
              required={false}
              options={types.map((value) => {
                const label = packageTypeLabel(value);
                return { value: String(value), label: label ? t(label) : String(value) };
              })}
              value={type === null ? null : String(type)}
              onValueChange={(value) => setChosen(Number(value))}
              disabled={false}
              invalid={false}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('logistics.dialog.cancel')}
            </Button>
            <Button type="submit" disabled={type === null}>
              {t('logistics.packageDialog.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
