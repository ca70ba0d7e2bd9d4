import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { addPackage } from '@domain/logistics-packages';
import type { PackageDefinition, Structure } from '@domain/product';
import { PACKAGE_TYPE } from '@domain/constants';
import { usePackageActions } from './package-actions';
import { hasAnyPackage } from './package-groups';
import { RecyclingTable } from './recycling-table';
import { StructureBlocks } from './structure-blocks';
import { useCardContext } from './use-card-context';

/** Translated faults of the logistics section (§5 Faults and issues, mapped by faults.ts). */
export interface LogisticsFaults {
  /** packages[packageUuid][fieldUuid | `${fieldUuid}.unit` | ''] */
  packages: Readonly<Record<string, Readonly<Record<string, string[]>>>>;
  eans: Readonly<Record<string, string[]>>;
  general: readonly string[];
}

export interface LogisticsSectionProps {
  structures: Structure[];
  definitions: PackageDefinition[];
  faults: LogisticsFaults;
  readOnly: boolean;
  onChange(structures: Structure[]): void;
  newUuid(): string;
}

/**
 * §2 Product form, logistics section: the base unit package, multi-packages, pallets, network-specific
 * structures and the recycling table (§3, §4 Logistics), with the package, EAN and network select modals.
 */
export function LogisticsSection({
  structures,
  definitions,
  faults,
  readOnly,
  onChange,
  newUuid,
}: LogisticsSectionProps) {
  const { t } = useTranslation();
  const card = useCardContext();
  const actions = usePackageActions({ structures, onChange, newUuid });
  const byType = useMemo(
    () => new Map(definitions.map((definition) => [definition.package_type, definition] as const)),
    [definitions],
  );
  const networkNames = useMemo(
    () => new Map(card.networks.map((n) => [n.code, n.name] as const)),
    [card.networks],
  );
  const structureName = useCallback(
    (structure: Structure) =>
      structure.is_network_structure
        ? t('logistics.structureFor', {
            networks: structure.network_codes.map((code) => networkNames.get(code) ?? code).join(', ') || '—',
          })
        : t('logistics.basicStructure'),
    [t, networkNames],
  );
  // §5 'Musisz dodać minimum jedno opakowanie' comes on field `packages`; faults.ts files it under that key.
  const general = [...faults.general, ...(faults.packages['packages']?.[''] ?? [])];
  return (
    <section aria-label={t('logistics.heading')} className="flex flex-col gap-6">
      {general.length > 0 && (
        <Alert tone="error">
          <ul className="flex flex-col gap-0.5">
            {general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {!hasAnyPackage(structures) ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5">
          <p className="text-sm text-slate-600">{t('logistics.empty')}</p>
          {!readOnly && (
            <Button
              variant="secondary"
              // §4 With no structure and index 0, a first non-network structure is created.
              onClick={() => onChange(addPackage([], 0, PACKAGE_TYPE.CONSUMER, newUuid))}
            >
              {t('logistics.addBasePackage')}
            </Button>
          )}
        </div>
      ) : (
        <StructureBlocks
          structures={structures}
          definitions={byType}
          structureName={structureName}
          networks={card.networks}
          productId={card.productId}
          faults={faults}
          readOnly={readOnly}
          actions={actions}
        />
      )}
      <RecyclingTable
        structures={structures}
        definitions={byType}
        structureName={structureName}
        faults={faults.packages}
        readOnly={readOnly}
        actions={actions}
      />
    </section>
  );
}
