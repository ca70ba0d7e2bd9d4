import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { defaultBasicStructure } from '@domain/logistics-structure';
import type { Package, PackageDefinition, Structure } from '@domain/product';
import { usePackageActions } from './package-actions';
import { PackageCard } from './package-card';
import { GROUP_LABEL, groupPackages, hasAnyPackage } from './package-groups';

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
 * §2 Product form, logistics section: the base unit package, multi-packages, pallets and network-specific
 * structures, each package with its definition's fields and EANs (§3, §4 Logistics).
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
  const actions = usePackageActions({ structures, onChange, newUuid });
  const groups = useMemo(() => groupPackages(structures), [structures]);
  const byType = useMemo(
    () => new Map(definitions.map((definition) => [definition.package_type, definition] as const)),
    [definitions],
  );
  const card = (pack: Package) => (
    <PackageCard
      key={pack.uuid}
      pack={pack}
      definition={byType.get(pack.package_type)}
      faults={faults.packages[pack.uuid]}
      eanFaults={faults.eans}
      readOnly={readOnly}
      actions={actions}
    />
  );
  return (
    <section aria-label={t('logistics.heading')} className="flex flex-col gap-6">
      {faults.general.length > 0 && (
        <Alert tone="error">
          <ul className="flex flex-col gap-0.5">
            {faults.general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {!hasAnyPackage(structures) ? (
        <EmptyLogistics readOnly={readOnly} onAdd={() => onChange([defaultBasicStructure(newUuid)])} />
      ) : (
        <>
          <Group title={t(GROUP_LABEL.base)} packages={groups.base} render={card} />
          <Group title={t(GROUP_LABEL.multi)} packages={groups.multi} render={card} />
          <Group title={t(GROUP_LABEL.pallets)} packages={groups.pallets} render={card} />
          {groups.networks.length > 0 && (
            <NetworkGroups title={t(GROUP_LABEL.network)} networks={groups.networks} render={card} />
          )}
        </>
      )}
    </section>
  );
}

function Group({
  title,
  packages,
  render,
}: {
  title: string;
  packages: Package[];
  render: (pack: Package) => ReactNode;
}) {
  if (packages.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {packages.map(render)}
    </div>
  );
}

function NetworkGroups({
  title,
  networks,
  render,
}: {
  title: string;
  networks: ReturnType<typeof groupPackages>['networks'];
  render: (pack: Package) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {networks.map((network) => (
        <div
          key={network.key}
          className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-300 p-3"
        >
          <p className="text-sm font-medium text-slate-700">
            {t('logistics.networkCodes', { codes: network.codes.join(', ') })}
          </p>
          {network.packages.map(render)}
        </div>
      ))}
    </div>
  );
}

function EmptyLogistics({ readOnly, onAdd }: { readOnly: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5">
      <p className="text-sm text-slate-600">{t('logistics.empty')}</p>
      {!readOnly && (
        <Button variant="secondary" onClick={onAdd}>
          {t('logistics.addBasePackage')}
        </Button>
      )}
    </div>
  );
}
