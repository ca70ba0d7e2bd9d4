import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@kit/attribute-fields/styles';
import { Button } from '@kit/button';
import { LOGISTIC_UNIT, logisticFieldId } from '@domain/logistics-fields';
import type { Package } from '@domain/product';
import { entryAt } from '@domain/recycling';
import { PACKAGING_MATERIALS, WASTE_FRACTIONS } from '@domain/recycling-materials';
import type { PackageActions } from './package-actions';
import { useMessage } from '../use-message';

const NO_MESSAGES: readonly string[] = [];

export interface MaterialRowProps {
  pack: Package;
  position: number;
  number: number;
  packageName: string;
  fractionOn: boolean;
  faults: Readonly<Record<string, string[]>> | undefined;
  readOnly: boolean;
  actions: PackageActions;
}

/** §3 One material of the recycling table: material, weight and unit, per base unit, percent, fraction, remove. */
export function MaterialRow({
  pack,
  position,
  number,
  packageName,
  fractionOn,
  faults,
  readOnly,
  actions,
}: MaterialRowProps) {
  const { t } = useTranslation();
  // Material and fraction names are message keys of the domain's lists.
  const name = useMessage();
  const id = useId();
  const type = pack.package_type;
  const material = entryAt(pack, 'MATERIAL', position);
  const perBase = entryAt(pack, 'PER_BASE_PACK_MATERIAL', position)?.value[0] ?? '';
  const percent = entryAt(pack, 'RECYCLABLE_MATERIAL_PERCENT', position)?.value[0] ?? '';
  const fraction = entryAt(pack, 'RECYCLABLE_MATERIAL_FRACTION', position)?.value_uuid ?? '';
  const key = (
    kind: 'MATERIAL' | 'RECYCLABLE_MATERIAL_PERCENT' | 'RECYCLABLE_MATERIAL_FRACTION',
    suffix = '',
  ) => `${logisticFieldId(type, kind)}.${position}${suffix}`;
  const messages = (name: string) => faults?.[name] ?? NO_MESSAGES;
  const cell = (field: string) => t('recycling.cell', { field, number, package: packageName });
  const setMaterial = (patch: Parameters<PackageActions['setMaterial']>[3]) =>
    actions.setMaterial(pack.uuid, 'MATERIAL', position, patch);
  const value = material?.value ?? ['', '', ''];
  const weightMessages = [...messages(key('MATERIAL', '.weight')), ...messages(key('MATERIAL', '.unit'))];
  return (
    <tr className="align-top">
      <td className="px-2 py-1">
        <select
          aria-label={cell(t('recycling.columns.material'))}
          value={material?.value_uuid ?? ''}
          disabled={readOnly}
          aria-invalid={messages(key('MATERIAL')).length > 0 || undefined}
          aria-describedby={messages(key('MATERIAL')).length > 0 ? `${id}-material` : undefined}
          onChange={(event) => {
            const chosen = PACKAGING_MATERIALS.find((choice) => choice.uuid === event.target.value);
            setMaterial({ value_uuid: chosen?.uuid ?? null, value_name: chosen ? name(chosen.label) : null });
          }}
          // As wide as its longest choice: a chosen material is read in full ('Opakowanie wielomateriałowe').
          className={inputClass(messages(key('MATERIAL')).length > 0, 'w-auto min-w-36')}
        >
          <option value="">{t('recycling.chooseMaterial')}</option>
          {PACKAGING_MATERIALS.map((choice) => (
            <option key={choice.uuid} value={choice.uuid}>
              {name(choice.label)}
            </option>
          ))}
        </select>
        <CellError id={`${id}-material`} messages={messages(key('MATERIAL'))} />
      </td>
      <td className="px-2 py-1">
        <div className="flex gap-1">
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-label={cell(t('recycling.columns.weight'))}
            value={value[0] ?? ''}
            disabled={readOnly}
            aria-invalid={messages(key('MATERIAL', '.weight')).length > 0 || undefined}
            aria-describedby={weightMessages.length > 0 ? `${id}-weight` : undefined}
            onChange={(event) => setMaterial({ value: [event.target.value, value[1] ?? '', value[2] ?? ''] })}
            className={inputClass(messages(key('MATERIAL', '.weight')).length > 0, 'w-20 text-right')}
          />
          <select
            aria-label={cell(t('recycling.unit'))}
            value={material?.unit_uuid ?? LOGISTIC_UNIT.G}
            disabled={readOnly}
            onChange={(event) => setMaterial({ unit_uuid: event.target.value })}
            className={inputClass(messages(key('MATERIAL', '.unit')).length > 0, 'w-16')}
          >
            <option value={LOGISTIC_UNIT.G}>g</option>
            <option value={LOGISTIC_UNIT.KG}>kg</option>
          </select>
        </div>
        <CellError id={`${id}-weight`} messages={weightMessages} />
      </td>
      <td className="px-2 py-1.5 text-slate-900" data-testid="per-base-weight">
        {perBase ? `${perBase} g` : '—'}
      </td>
      <td className="px-2 py-1">
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={cell(t('recycling.columns.percent'))}
          value={percent}
          disabled={readOnly}
          aria-invalid={messages(key('RECYCLABLE_MATERIAL_PERCENT')).length > 0 || undefined}
          aria-describedby={
            messages(key('RECYCLABLE_MATERIAL_PERCENT')).length > 0 ? `${id}-percent` : undefined
          }
          onChange={(event) =>
            actions.setMaterial(pack.uuid, 'RECYCLABLE_MATERIAL_PERCENT', position, {
              value: [event.target.value],
            })
          }
          className={inputClass(messages(key('RECYCLABLE_MATERIAL_PERCENT')).length > 0, 'w-16 text-right')}
        />
        <CellError id={`${id}-percent`} messages={messages(key('RECYCLABLE_MATERIAL_PERCENT'))} />
      </td>
      {fractionOn && (
        <td className="px-2 py-1">
          <select
            aria-label={cell(t('recycling.columns.fraction'))}
            aria-describedby={
              messages(key('RECYCLABLE_MATERIAL_FRACTION')).length > 0 ? `${id}-fraction` : undefined
            }
            value={fraction}
            disabled={readOnly}
            onChange={(event) => {
              const chosen = WASTE_FRACTIONS.find((choice) => choice.uuid === event.target.value);
              actions.setMaterial(pack.uuid, 'RECYCLABLE_MATERIAL_FRACTION', position, {
                value: [],
                value_uuid: chosen?.uuid ?? null,
                value_name: chosen ? name(chosen.label) : null,
              });
            }}
            className={inputClass(
              messages(key('RECYCLABLE_MATERIAL_FRACTION')).length > 0,
              'w-auto min-w-40',
            )}
          >
            <option value="">{t('recycling.chooseFraction')}</option>
            {WASTE_FRACTIONS.map((choice) => (
              <option key={choice.uuid} value={choice.uuid}>
                {name(choice.label)}
              </option>
            ))}
          </select>
          <CellError id={`${id}-fraction`} messages={messages(key('RECYCLABLE_MATERIAL_FRACTION'))} />
        </td>
      )}
      <td className="px-2 py-1 text-right">
        {!readOnly && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('recycling.removeMaterial', { number, package: packageName })}
            title={t('recycling.removeMaterial', { number, package: packageName })}
            onClick={() => actions.removeMaterial(pack.uuid, position, fractionOn)}
          >
            <span aria-hidden="true">×</span>
          </Button>
        )}
      </td>
    </tr>
  );
}

function CellError({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} className="mt-0.5 max-w-48 text-xs text-red-600">
      {messages[0]}
    </p>
  );
}
