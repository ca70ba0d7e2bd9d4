import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@kit/attribute-fields/styles';
import { Button } from '@kit/button';
import {
  addPossibleNetwork,
  chooseAvailabilityType,
  chooseOwnBrandNetwork,
  clearUnselected,
  filterNetworks,
  networkPossibility,
  OWN_BRAND_NETWORK_FIELD,
  setProductNumber,
  sortNetworks,
  toggleNetwork,
  type NetworkOption,
  type NetworkSort,
} from '@domain/availability';
import type { NetworkAvailability } from '@domain/product';
import { AddNetworkDialog } from './add-network-dialog';
import { NetworkTable } from './network-table';
import { TypeChoice } from './type-choice';

const SORTS: readonly NetworkSort[] = ['name', 'selection', 'completion'];

export interface AvailabilitySectionProps {
  availability: NetworkAvailability;
  /** Every network the card can be made available in (form options). */
  networks: NetworkOption[];
  /** Translated faults keyed by network code. */
  faults: Record<string, string[]>;
  readOnly: boolean;
  onChange(next: NetworkAvailability): void;
}

/**
 * §2 Product form, availability section: type selection, own-brand network, the network picker with a
 * supplier number per network, sort, search receiver by name, clear unselected and add network (§3, §4).
 */
export function AvailabilitySection({
  availability,
  networks,
  faults,
  readOnly,
  onChange,
}: AvailabilitySectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<NetworkSort>('name');
  const names = useMemo(
    () => Object.fromEntries(networks.map((network) => [network.code, network.name])),
    [networks],
  );
  const shown = useMemo(
    () => sortNetworks(filterNetworks(availability.availability, names, query), names, sort),
    [availability.availability, names, query, sort],
  );
  const possible = useMemo(() => networkPossibility(availability, networks), [availability, networks]);
  const hasUnselectedNumbers = availability.availability.some(
    (entry) => !entry.visibility && entry.product_number !== '',
  );
  return (
    <section aria-label={t('availability.heading')} className="flex flex-col gap-4">
      <TypeChoice
        type={availability.own_brand_type}
        ownBrandNetworkCode={availability.own_brand_network_code}
        networks={networks}
        readOnly={readOnly}
        ownBrandFaults={faults[OWN_BRAND_NETWORK_FIELD] ?? []}
        onTypeChange={(type) => onChange(chooseAvailabilityType(availability, type, networks))}
        onOwnBrandNetworkChange={(code) => onChange(chooseOwnBrandNetwork(availability, code))}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-xs font-medium text-slate-700">
            {t('availability.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={inputClass(false)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-sort`} className="text-xs font-medium text-slate-700">
            {t('availability.sortLabel')}
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => setSort(event.target.value as NetworkSort)}
            className={inputClass(false)}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`availability.sort.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={readOnly || !hasUnselectedNumbers}
          onClick={() => onChange(clearUnselected(availability))}
        >
          {t('availability.clearUnselected')}
        </Button>
        <AddNetworkDialog
          possible={possible}
          disabled={readOnly}
          onAdd={(code) => onChange(addPossibleNetwork(availability, code))}
        />
      </div>
      <NetworkTable
        entries={shown}
        names={names}
        ownBrandNetworkCode={availability.own_brand_network_code}
        faults={faults}
        readOnly={readOnly}
        emptyText={t(availability.availability.length === 0 ? 'availability.empty' : 'availability.noMatch')}
        onToggle={(code) => onChange(toggleNetwork(availability, code))}
        onProductNumber={(code, number) => onChange(setProductNumber(availability, code, number))}
      />
    </section>
  );
}
