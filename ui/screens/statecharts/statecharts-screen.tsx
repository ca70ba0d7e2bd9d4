import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { machineCatalog } from '@machines/index';
import { fetchStatechartCoverage } from '@api/statecharts';
import { CheckboxField } from '@kit/checkbox-field';
import { cn } from '@kit/cn';
import { useResource } from '@app/use-resource';
import type { StatechartCoverage } from '@contract/statecharts';
import { Diagram } from './diagram';
import { useLiveStates } from './use-live-states';

type MachineCoverage = StatechartCoverage['machines'][number];

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
  const coverage = useResource(fetchStatechartCoverage);
  const live = useLiveStates(selectedId, showLive);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    navigate(`/statecharts?${next.toString()}`, { replace: true });
  };

  const coverageOf = (id: string): MachineCoverage | undefined =>
    coverage.data?.machines.find((m) => m.id === id);
  const selected = machineCatalog.find((entry) => entry.id === selectedId) ?? machineCatalog[0];
  const selectedCoverage = selected ? coverageOf(selected.id) : undefined;
  const coverageMap = useMemo(
    () =>
      selectedCoverage && showCoverage
        ? new Map(
            [...selectedCoverage.states, ...selectedCoverage.transitions].map((item) => [
              item.id,
              item.covered,
            ]),
          )
        : null,
    [selectedCoverage, showCoverage],
  );
  const overlay = useMemo(
    () => ({ coverage: coverageMap, live: live?.ids ?? null }),
    [coverageMap, live?.ids],
  );

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
                onClick={() => setParam('machine', entry.id)}
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
              </div>
              <div className="flex flex-wrap items-center gap-4">
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
                    ? t('statecharts.coverageLine', {
                        states: `${selectedCoverage.states.filter((s) => s.covered).length}/${selectedCoverage.states.length}`,
                        transitions: `${selectedCoverage.transitions.filter((s) => s.covered).length}/${selectedCoverage.transitions.length}`,
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
            </div>
            <Diagram
              key={selected.id}
              machineId={selected.id}
              overlay={overlay}
              title={t(selected.titleKey as 'statecharts.title')}
            />
          </section>
        )}
      </div>
    </div>
  );
}
