import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { machineCatalog } from '@machines/index';
import { readChart } from '@machines/statechart-model';
import { fetchStatechartCoverage } from '@api/statecharts';
import { CheckboxField } from '@kit/checkbox-field';
import { cn } from '@kit/cn';
import { useResource } from '@app/use-resource';
import type { StatechartCoverage } from '@contract/statecharts';
import { chartWords, selectionOf } from './chart-words';
import { DetailPanel, type ElementCoverage } from './detail-panel';
import { Diagram } from './diagram';
import type { DiagramView } from './load-diagram';
import { loadSpecSections } from './spec-text';
import { addStatechartTexts, loadDescriptionFiles } from './statechart-texts';
import { useLiveStates } from './use-live-states';

type MachineCoverage = StatechartCoverage['machines'][number];
type Scope = 'machine' | 'screen';

const tally = (items: { covered: boolean }[] | undefined): string =>
  items ? `${items.filter((item) => item.covered).length}/${items.length}` : '–';

/** A pair of pressed/unpressed buttons: which view, which coverage. */
function Toggle<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-2 text-sm">
      <span className="text-xs text-slate-600">{label}:</span>
      <span className="inline-flex overflow-hidden rounded-md border border-slate-300">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={cn(
              'px-2.5 py-1 text-xs focus-visible:outline-2 focus-visible:outline-accent-600',
              option.value === value
                ? 'bg-accent-700 text-white'
                : 'bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {option.label}
          </button>
        ))}
      </span>
    </div>
  );
}

function percent(items: { covered: boolean }[]): number {
  return items.length === 0
    ? 100
    : Math.round((items.filter((item) => item.covered).length / items.length) * 100);
}

/** Statecharts for product owners and QA: every machine's diagram, its model-test coverage, live states. */
export function StatechartsScreen() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const selectedId = params.get('machine') ?? machineCatalog[0]?.id ?? '';
  const showCoverage = params.get('coverage') !== 'off';
  const showLive = params.get('live') === 'on';
  const view: DiagramView = params.get('view') === 'technical' ? 'technical' : 'business';
  const scope: Scope = params.get('scope') === 'screen' ? 'screen' : 'machine';
  const selectedIds = (params.get('selected') ?? '').split(' ').filter(Boolean);
  const coverage = useResource(fetchStatechartCoverage);
  const sections = useResource(loadSpecSections);
  // The machines' business words join i18next as their own namespace, in every language at once.
  useResource(async () => {
    addStatechartTexts(i18n, await loadDescriptionFiles());
    return true;
  });
  const live = useLiveStates(selectedId, showLive);

  const setParams = (values: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    navigate(`/statecharts?${next.toString()}`, { replace: true });
  };
  const setParam = (key: string, value: string) => setParams({ [key]: value });

  const coverageOf = (id: string): MachineCoverage | undefined =>
    coverage.data?.machines.find((m) => m.id === id);
  const selected = machineCatalog.find((entry) => entry.id === selectedId) ?? machineCatalog[0];
  const selectedCoverage = selected ? coverageOf(selected.id) : undefined;
  const screenCoverage = selectedCoverage?.screen ?? null;
  const machineMap = useMemo(
    () =>
      selectedCoverage
        ? new Map(
            [...selectedCoverage.states, ...selectedCoverage.transitions].map((item) => [
              item.id,
              item.covered,
            ]),
          )
        : null,
    [selectedCoverage],
  );
  const screenMap = useMemo(
    () =>
      screenCoverage
        ? new Map(
            [...screenCoverage.states, ...screenCoverage.transitions].map((item) => [item.id, item.covered]),
          )
        : null,
    [screenCoverage],
  );
  const coverageMap = showCoverage ? (scope === 'screen' ? screenMap : machineMap) : null;
  const overlay = useMemo(
    () => ({ coverage: coverageMap, live: live?.ids ?? null }),
    [coverageMap, live?.ids],
  );
  const elementCoverage = useCallback(
    (elementId: string): ElementCoverage => ({
      machine: machineMap?.get(elementId),
      screen: screenMap?.get(elementId),
    }),
    [machineMap, screenMap],
  );

  const chart = useMemo(() => (selected ? readChart(selected.machine) : null), [selected]);
  // Recomputed on every render: the words follow the language and the descriptions once they load.
  const words = selected ? chartWords(i18n, selected) : null;
  const selection = chart ? selectionOf(chart, selectedIds) : null;
  const nameOf = (ids: string[]): string => {
    const picked = chart ? selectionOf(chart, ids) : null;
    if (!picked || !words) return ids.join(' ');
    if (picked.kind === 'state') return words.state(picked.state).label;
    return picked.edges.map((edge) => words.transition(edge).label).join('; ');
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t('statecharts.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('statecharts.intro')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('statecharts.listLabel')} className="flex flex-col gap-1">
          {machineCatalog.map((entry) => {
            const machineCoverage = coverageOf(entry.id);
            const active = entry.id === selected?.id;
            return (
              <button
                key={entry.id}
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() => setParams({ machine: entry.id, selected: null })}
                className={cn(
                  'rounded-md border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-accent-600',
                  active ? 'border-accent-600 bg-accent-50' : 'border-slate-200 bg-white hover:bg-slate-50',
                )}
              >
                <span className="block text-sm font-medium text-slate-900">
                  {t(entry.titleKey as 'statecharts.title')}
                </span>
                <span className="block text-xs text-slate-500">{entry.spec}</span>
                {machineCoverage && (
                  <span className="mt-1 block text-xs text-slate-600 tabular-nums">
                    {t('statecharts.coverageShort', {
                      states: percent(machineCoverage.states),
                      transitions: percent(machineCoverage.transitions),
                    })}
                  </span>
                )}
              </button>
            );
          })}
        </nav>
        {selected && (
          <section className="flex min-w-0 flex-col gap-3" aria-labelledby="statechart-title">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 id="statechart-title" className="text-base font-semibold text-slate-900">
                  {t(selected.titleKey as 'statecharts.title')}
                </h2>
                <p className="text-xs text-slate-500">
                  <code>{selected.id}</code> · {selected.spec}
                </p>
                {words?.machine && <p className="mt-1 text-sm text-slate-700">{words.machine}</p>}
              </div>
              <div className="flex flex-wrap items-center gap-4">
                <Toggle
                  label={t('statecharts.viewLabel')}
                  options={[
                    { value: 'business', label: t('statecharts.viewBusiness') },
                    { value: 'technical', label: t('statecharts.viewTechnical') },
                  ]}
                  value={view}
                  onChange={(value) => setParam('view', value)}
                />
                <Toggle
                  label={t('statecharts.scopeLabel')}
                  options={[
                    { value: 'machine', label: t('statecharts.scopeMachine') },
                    { value: 'screen', label: t('statecharts.scopeScreen') },
                  ]}
                  value={scope}
                  onChange={(value) => setParam('scope', value)}
                />
                <CheckboxField
                  label={t('statecharts.showCoverage')}
                  checked={showCoverage}
                  onCheckedChange={(checked) => setParam('coverage', checked ? 'on' : 'off')}
                />
                <CheckboxField
                  label={t('statecharts.showLive')}
                  checked={showLive}
                  onCheckedChange={(checked) => setParam('live', checked ? 'on' : 'off')}
                />
              </div>
            </div>
            <p className="text-xs text-slate-600" role="status">
              {coverage.loading
                ? t('app.loading')
                : coverage.data === null
                  ? t('statecharts.noCoverage')
                  : selectedCoverage
                    ? scope === 'screen' && !screenCoverage
                      ? t('statecharts.noScreenCoverage')
                      : t('statecharts.coverageLine', {
                          states: tally(
                            scope === 'screen' ? screenCoverage?.states : selectedCoverage.states,
                          ),
                          transitions: tally(
                            scope === 'screen' ? screenCoverage?.transitions : selectedCoverage.transitions,
                          ),
                          date: new Date(coverage.data.generated_at).toLocaleString(i18n.language),
                        })
                    : t('statecharts.notInCoverage')}
              {live &&
                ` · ${live.actors.length ? t('statecharts.liveActors', { actors: live.actors.join(', ') }) : t('statecharts.liveWaiting')}`}
            </p>
            <div className="flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
              <span className="flex items-center gap-1">
                <span className="size-3 rounded-sm border-2 border-accent-600" />{' '}
                {t('statecharts.legendCovered')}
              </span>
              <span className="flex items-center gap-1">
                <span className="size-3 rounded-sm border-2 border-red-600" /> {t('statecharts.legendMissed')}
              </span>
              <span className="flex items-center gap-1">
                <span className="size-3 rounded-sm bg-amber-300" /> {t('statecharts.legendLive')}
              </span>
              {view === 'business' && (
                <span className="flex items-center gap-1">
                  <span className="size-2.5 rotate-45 border-2 border-accent-600" />{' '}
                  {t('statecharts.legendChoice')}
                </span>
              )}
            </div>
            <p className="text-xs text-slate-500">{t('statecharts.hint')}</p>
            {/* On a wide screen the panel lies over the diagram's right side, which keeps the diagram wide. */}
            <div className={cn('flex flex-col gap-4 xl:relative', selection && 'xl:min-h-[40rem]')}>
              <Diagram
                key={`${selected.id}:${view}`}
                machineId={selected.id}
                view={view}
                overlay={overlay}
                title={t(selected.titleKey as 'statecharts.title')}
                selected={selectedIds}
                nameOf={nameOf}
                onSelect={(ids) => setParam('selected', ids.join(' '))}
              />
              {selection && chart && words && (
                <DetailPanel
                  className="xl:absolute xl:top-2 xl:right-2 xl:max-h-[calc(100%-1rem)] xl:w-[24rem] xl:overflow-auto xl:shadow-lg"
                  machineId={selected.id}
                  chart={chart}
                  selection={selection}
                  words={words}
                  sections={sections.data ?? []}
                  screens={screenCoverage?.screens ?? null}
                  coverageOf={elementCoverage}
                  onClose={() => setParams({ selected: null })}
                />
              )}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
