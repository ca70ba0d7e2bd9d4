import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { useResource } from '@app/use-resource';
import { idsOfElement } from './chart-words';
import { loadDiagram, type DiagramView } from './load-diagram';

export interface Overlay {
  /** Element id → covered or missed, from the last model-test run (on the machine or on the screen). */
  coverage: Map<string, boolean> | null;
  /** State element ids active in the running app (live mode). */
  live: Set<string> | null;
}

/** The parts of the diagram a reader can open: states, lines, and the rows of transitions inside a state. */
const PARTS = 'g[id^="state:"], g[id^="edge:"]';

/**
 * Marks the diagram's own elements; the look comes from styles.css (`.statechart [data-coverage]`). A line
 * standing for several transitions (or a hop through a routing state) is covered when all of them are.
 */
function applyOverlay(root: HTMLElement, overlay: Overlay) {
  for (const element of root.querySelectorAll<SVGGElement>(PARTS)) {
    const known = idsOfElement(element)
      .map((id) => overlay.coverage?.get(id))
      .filter((covered): covered is boolean => covered !== undefined);
    if (!known.length) element.removeAttribute('data-coverage');
    else element.setAttribute('data-coverage', known.every(Boolean) ? 'covered' : 'missed');
    if (overlay.live?.has(element.id)) element.setAttribute('data-live', 'true');
    else element.removeAttribute('data-live');
  }
}

/**
 * Every state and transition becomes a button for mouse and keyboard, named in the reader's language. A
 * part holding other parts (a state with its "obsługuje:" rows, a line with a row per transition) is a
 * named group whose own title is the button, so no button sits inside another.
 */
function makeOperable(root: HTMLElement, nameOf: (ids: string[]) => string, selected: readonly string[]) {
  for (const element of root.querySelectorAll<SVGGElement>(PARTS)) {
    const ids = idsOfElement(element);
    const name = nameOf(ids);
    const nested = element.querySelector(PARTS) !== null;
    const button = nested ? (element.querySelector(':scope > text, :scope > path') ?? element) : element;
    if (nested) {
      element.setAttribute('role', 'group');
      element.setAttribute('aria-label', name);
    }
    button.setAttribute('tabindex', '0');
    button.setAttribute('role', 'button');
    button.setAttribute('aria-label', name);
    if (ids[0] !== undefined && selected.includes(ids[0])) element.setAttribute('data-selected', 'true');
    else element.removeAttribute('data-selected');
  }
}

/** Smaller than its own size a diagram's words get too small to read: below that the pane scrolls. */
const SMALLEST_SCALE = 0.75;

/** The pane's width, between 3/4 of the diagram's own size and its own size (Graphviz gives points). */
function fitWidth(svg: SVGSVGElement | null) {
  const points = Number.parseFloat(svg?.getAttribute('width') ?? '');
  if (!svg || !Number.isFinite(points)) return;
  const pixels = (points * 4) / 3;
  svg.style.width = '100%';
  svg.style.height = 'auto';
  svg.style.minWidth = `${Math.round(pixels * SMALLEST_SCALE)}px`;
  svg.style.maxWidth = `${Math.round(pixels)}px`;
}

/** One machine's exported diagram with the coverage and live overlays; its parts open the side panel. */
export function Diagram({
  machineId,
  view,
  overlay,
  title,
  selected,
  nameOf,
  onSelect,
}: {
  machineId: string;
  view: DiagramView;
  overlay: Overlay;
  title: string;
  selected: readonly string[];
  nameOf: (ids: string[]) => string;
  onSelect: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const svg = useResource(() => loadDiagram(machineId, view));
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The SVG is a build artifact of this repository (npm run statecharts), not user content.
    if (host.current !== null && svg.data !== null) {
      host.current.innerHTML = svg.data;
      fitWidth(host.current.querySelector('svg'));
    }
  }, [svg.data]);

  useEffect(() => {
    if (host.current !== null && svg.data !== null) applyOverlay(host.current, overlay);
  }, [svg.data, overlay]);

  useEffect(() => {
    if (host.current !== null && svg.data !== null) makeOperable(host.current, nameOf, selected);
  }, [svg.data, nameOf, selected]);

  const open = (target: EventTarget) => {
    const part = target instanceof Element ? target.closest(PARTS) : null;
    if (part) onSelect(idsOfElement(part));
  };
  const onClick = (event: MouseEvent) => {
    // Cells of Graphviz tables may still carry a link of their own; the panel opens instead.
    event.preventDefault();
    open(event.target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open(event.target);
  };

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
    <div className="max-h-[75vh] overflow-auto rounded-md border border-slate-200 bg-white p-4">
      {svg.data === null && <Skeleton className="h-96 w-full" />}
      <div
        ref={host}
        role="figure"
        aria-label={title}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="statechart"
      />
    </div>
  );
}
