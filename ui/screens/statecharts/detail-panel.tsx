import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { cn } from '@kit/cn';
import type { Chart } from '@machines/statechart-model';
import { resolveSpecReference, type SpecSection } from '@machines/spec-sections';
import type { ChartWords, Selection } from './chart-words';
import { screenshotOf } from './screenshots';

/** What the coverage says of one element, on the machine and on the screen (undefined: not measured). */
export interface ElementCoverage {
  machine: boolean | undefined;
  screen: boolean | undefined;
}

function CoverageLines({ coverage }: { coverage: ElementCoverage }) {
  const { t } = useTranslation();
  const yesNo = (covered: boolean) => t(covered ? 'statecharts.panel.yes' : 'statecharts.panel.no');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600">
      {coverage.machine !== undefined && (
        <>
          <dt>{t('statecharts.panel.coveredMachine')}</dt>
          <dd>{yesNo(coverage.machine)}</dd>
        </>
      )}
      {coverage.screen !== undefined && (
        <>
          <dt>{t('statecharts.panel.coveredScreen')}</dt>
          <dd>{yesNo(coverage.screen)}</dd>
        </>
      )}
    </dl>
  );
}

function SpecPart({ reference, sections }: { reference: string; sections: readonly SpecSection[] }) {
  const { t } = useTranslation();
  const found = resolveSpecReference(reference, sections);
  return (
    <section aria-labelledby="statechart-panel-spec" className="flex flex-col gap-2">
      <h4 id="statechart-panel-spec" className="text-sm font-semibold text-slate-900">
        {t('statecharts.panel.spec')}: <span className="font-normal">{reference}</span>
      </h4>
      {found.length === 0 && <p className="text-xs text-slate-500">{t('statecharts.panel.noSpecText')}</p>}
      {found.map((section) => (
        <blockquote
          key={section.ref}
          lang="en"
          className="rounded-md border-l-4 border-accent-600 bg-slate-50 px-3 py-2 text-xs text-slate-700"
        >
          <p className="mb-1 font-semibold">{section.ref}</p>
          <p className="whitespace-pre-wrap">{section.text}</p>
        </blockquote>
      ))}
    </section>
  );
}

/**
 * The side panel of the viewer: a clicked state with its description, its spec section and the spec's
 * words, the screens showing it and the screenshot of it; or the transitions of a clicked line.
 */
export function DetailPanel({
  machineId,
  chart,
  selection,
  words,
  sections,
  screens,
  coverageOf,
  onClose,
  className,
}: {
  className?: string;
  machineId: string;
  chart: Chart;
  selection: Selection;
  words: ChartWords;
  sections: readonly SpecSection[];
  /** The screens the screen replays showed this machine on; null when none measured it. */
  screens: readonly string[] | null;
  coverageOf: (elementId: string) => ElementCoverage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const stateLabel = (id: string) => {
    const state = chart.states.find((candidate) => candidate.id === id);
    return state ? words.state(state).label : id;
  };

  if (selection.kind === 'state') {
    const { state } = selection;
    const described = words.state(state);
    const screenshot = screenshotOf(machineId, state.id);
    return (
      <aside
        aria-labelledby="statechart-panel-title"
        className={cn('flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4', className)}
      >
        <div className="flex items-start justify-between gap-2">
          <div>
            <p className="text-xs text-slate-500 uppercase">{t('statecharts.panel.state')}</p>
            <h3 id="statechart-panel-title" className="text-base font-semibold text-slate-900">
              {described.label}
            </h3>
            <p className="text-xs text-slate-500">
              {t('statecharts.panel.technicalId')}: <code>{state.id}</code>
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('statecharts.panel.close')}
          </Button>
        </div>
        <p className="text-sm text-slate-800">
          {described.description ?? t('statecharts.panel.noDescription')}
        </p>
        <CoverageLines coverage={coverageOf(state.elementId)} />
        <SpecPart reference={described.spec} sections={sections} />
        <section aria-labelledby="statechart-panel-screens" className="flex flex-col gap-1">
          <h4 id="statechart-panel-screens" className="text-sm font-semibold text-slate-900">
            {t('statecharts.panel.screens')}
          </h4>
          {screens?.length ? (
            <ul className="flex flex-wrap gap-2 text-xs">
              {screens.map((screen) => (
                <li key={screen} className="rounded bg-slate-100 px-2 py-0.5">
                  <code>{screen}</code>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-slate-500">{t('statecharts.panel.noScreens')}</p>
          )}
        </section>
        <section aria-labelledby="statechart-panel-screenshot" className="flex flex-col gap-1">
          <h4 id="statechart-panel-screenshot" className="text-sm font-semibold text-slate-900">
            {t('statecharts.panel.screenshot')}
          </h4>
          {screenshot ? (
            <figure className="flex flex-col gap-1">
              <img
                src={screenshot.url}
                alt={t('statecharts.panel.screenshotAlt', {
                  screen: screenshot.screen,
                  state: described.label,
                })}
                className="w-full rounded border border-slate-200"
              />
              <figcaption className="text-xs text-slate-500">
                {t(
                  screenshot.fromSnapshot
                    ? 'statecharts.panel.screenshotFromSnapshot'
                    : 'statecharts.panel.screenshotFromReplay',
                )}
              </figcaption>
            </figure>
          ) : (
            <p className="text-xs text-slate-500">{t('statecharts.panel.noScreenshot')}</p>
          )}
        </section>
      </aside>
    );
  }

  const [first] = selection.edges;
  return (
    <aside
      aria-labelledby="statechart-panel-title"
      className={cn('flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4', className)}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs text-slate-500 uppercase">{t('statecharts.panel.transition')}</p>
          <h3 id="statechart-panel-title" className="text-base font-semibold text-slate-900">
            {first ? words.transition(first).label : ''}
          </h3>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('statecharts.panel.close')}
        </Button>
      </div>
      <ol className="flex flex-col gap-3">
        {selection.edges.map((edge) => {
          const described = words.transition(edge);
          return (
            <li
              key={edge.id}
              className="flex flex-col gap-1 border-t border-slate-100 pt-2 first:border-0 first:pt-0"
            >
              {selection.edges.length > 1 && (
                <p className="text-sm font-medium text-slate-900">{described.label}</p>
              )}
              <p className="text-sm text-slate-800">
                {described.description ?? t('statecharts.panel.noDescription')}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600">
                <dt>{t('statecharts.panel.from')}</dt>
                <dd>
                  {edge.source === chart.root.id
                    ? (words.machine ?? chart.machineId)
                    : stateLabel(edge.source)}
                </dd>
                <dt>{t('statecharts.panel.to')}</dt>
                <dd>{edge.targetless ? t('statecharts.panel.stays') : stateLabel(edge.target)}</dd>
                <dt>{t('statecharts.panel.technicalId')}</dt>
                <dd>
                  <code className="break-all">{edge.id}</code>
                </dd>
              </dl>
              <CoverageLines coverage={coverageOf(edge.id)} />
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
