import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { useResource } from '@app/use-resource';
import { loadDiagram } from './load-diagram';

export interface Overlay {
  /** Element id → covered or missed, from the last model-test run. */
  coverage: Map<string, boolean> | null;
  /** State element ids active in the running app (live mode). */
  live: Set<string> | null;
}

/** Marks the diagram's own elements; the look comes from styles.css (`.statechart [data-coverage]`). */
function applyOverlay(root: HTMLElement, overlay: Overlay) {
  for (const element of root.querySelectorAll<SVGGElement>('g[id^="state:"], g[id^="edge:"]')) {
    const covered = overlay.coverage?.get(element.id);
    if (covered === undefined) element.removeAttribute('data-coverage');
    else element.setAttribute('data-coverage', covered ? 'covered' : 'missed');
    if (overlay.live?.has(element.id)) element.setAttribute('data-live', 'true');
    else element.removeAttribute('data-live');
  }
}

/** One machine's exported diagram with the coverage and live overlays. */
export function Diagram({
  machineId,
  overlay,
  title,
}: {
  machineId: string;
  overlay: Overlay;
  title: string;
}) {
  const { t } = useTranslation();
  const svg = useResource(() => loadDiagram(machineId));
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The SVG is a build artifact of this repository (npm run statecharts), not user content.
    if (host.current !== null && svg.data !== null) host.current.innerHTML = svg.data;
  }, [svg.data]);

  useEffect(() => {
    if (host.current !== null && svg.data !== null) applyOverlay(host.current, overlay);
  }, [svg.data, overlay]);

  if (svg.failed) {
    return (
      <RetryAlert
        message={t('statecharts.diagramFailed')}
        retryLabel={t('dashboard.retry')}
        onRetry={svg.retry}
      />
    );
  }
  return (
    <div className="overflow-auto rounded-md border border-slate-200 bg-white p-4">
      {svg.data === null && <Skeleton className="h-96 w-full" />}
      <div
        ref={host}
        role="img"
        aria-label={title}
        className="statechart [&_svg]:h-auto [&_svg]:max-w-full"
      />
    </div>
  );
}
