import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkOption } from '@domain/availability';
import { isBasePackage, networksWithStructure } from '@domain/logistics-packages';
import type { Package, PackageDefinition, Structure } from '@domain/product';
import type { LogisticsFaults } from './logistics-section';
import type { PackageActions } from './package-actions';
import { PackageCard } from './package-card';
import { PackageDialog } from './package-dialog';
import { GROUP_LABEL, groupPackages } from './package-groups';
import { NetworkSelectDialog } from './network-select-dialog';

export interface StructureBlocksProps {
  structures: Structure[];
  definitions: ReadonlyMap<number, PackageDefinition>;
  structureName(structure: Structure): string;
  networks: readonly NetworkOption[];
  productId: number | null;
  faults: LogisticsFaults;
  readOnly: boolean;
  actions: PackageActions;
}

const NO_MESSAGES: readonly string[] = [];

/**
 * §2 Logistics section labels: the basic structure under base unit package, multi-packages and pallets;
 * then each network-specific structure with its networks (§3), each with the package modal.
 */
export function StructureBlocks({
  structures,
  definitions,
  structureName,
  networks,
  productId,
  faults,
  readOnly,
  actions,
}: StructureBlocksProps) {
  const { t } = useTranslation();
  const card = (structure: Structure) => (pack: Package) => (
    <PackageCard
      key={pack.uuid}
      pack={pack}
      definition={definitions.get(pack.package_type)}
      isBase={isBasePackage(structure, pack)}
      productId={productId}
      faults={faults.packages[pack.uuid]}
      eanFaults={faults.eans}
      readOnly={readOnly}
      actions={actions}
    />
  );
  const basicIndex = structures.findIndex((structure) => !structure.is_network_structure);
  const basic = structures[basicIndex];
  const groups = groupPackages(basic === undefined ? [] : [basic]);
  return (
    <>
      {basic !== undefined && (
        <div className="flex flex-col gap-4">
          <Group title={t(GROUP_LABEL.base)} packages={groups.base} render={card(basic)} />
          <Group title={t(GROUP_LABEL.multi)} packages={groups.multi} render={card(basic)} />
          <Group title={t(GROUP_LABEL.pallets)} packages={groups.pallets} render={card(basic)} />
          <div>
            <PackageDialog
              structure={basic}
              structureName={structureName(basic)}
              disabled={readOnly}
              onAdd={(type) => actions.addPackage(basicIndex, type)}
            />
          </div>
        </div>
      )}
      <div className="flex flex-col gap-3">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t(GROUP_LABEL.network)}
        </h3>
        {structures.map((structure, index) =>
          structure.is_network_structure ? (
            <section
              key={structure.packages[0]?.uuid ?? `structure-${index}`}
              aria-label={structureName(structure)}
              className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-300 p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="mr-auto text-sm font-medium text-slate-700">{structureName(structure)}</p>
                <NetworkSelectDialog
                  networks={networks}
                  chosen={structure.network_codes}
                  taken={networksWithStructure(structures, index)}
                  trigger={t('logistics.actions.changeNetworks')}
                  triggerLabel={t('logistics.actions.changeNetworksOf', {
                    structure: structureName(structure),
                  })}
                  disabled={readOnly}
                  onConfirm={(codes) => actions.setStructureNetworks(index, codes)}
                />
                <PackageDialog
                  structure={structure}
                  structureName={structureName(structure)}
                  disabled={readOnly}
                  onAdd={(type) => actions.addPackage(index, type)}
                />
              </div>
              {(faults.packages['structures']?.[`${index}.network_codes`] ?? NO_MESSAGES)
                .slice(0, 1)
                .map((message) => (
                  <p key={message} role="alert" className="text-xs text-red-600">
                    {message}
                  </p>
                ))}
              {structure.packages.map(card(structure))}
            </section>
          ) : null,
        )}
        <div>
          <NetworkSelectDialog
            networks={networks}
            chosen={[]}
            taken={networksWithStructure(structures)}
            trigger={t('logistics.actions.addNetworkStructure')}
            disabled={readOnly || networks.length === 0}
            onConfirm={(codes) => actions.addNetworkStructure(codes)}
          />
        </div>
      </div>
    </>
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
