import { memo, useCallback, useLayoutEffect, useRef, useSyncExternalStore, type FocusEvent } from 'react';
import { AttributeRow, type AttributeRowProps } from './attribute-row';
import type { ChunkMounter } from './chunk-mounter';

/** Height of one row of two fields, for the space a chunk holds before it is mounted. */
export const ROW_PAIR_HEIGHT_PX = 60;

const FOCUSABLE = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

interface ChunkProps {
  uuids: readonly string[];
  /** Part of the first screenful: mounted with the card, never waits. */
  eager: boolean;
  mounter: ChunkMounter;
  /** Read by assistive technology on the placeholder before the chunk's fields are there. */
  pendingLabel: string;
  rowProps: Omit<AttributeRowProps, 'uuid'>;
}

/**
 * A group of attribute rows in one grid with `content-visibility: auto`: off screen its style, layout and
 * paint are skipped, and a keystroke lays out only its own group. Until the mounter mounts it, it holds
 * its place with a skeleton that keyboard focus can reach: focusing it mounts the fields and moves focus
 * to the first (or, coming back with Shift+Tab, the last) of them, so Tab walks every field in order.
 */
export const AttributeChunk = memo(function AttributeChunk({
  uuids,
  eager,
  mounter,
  pendingLabel,
  rowProps,
}: ChunkProps) {
  const key = uuids[0]!;
  const ref = useRef<HTMLDivElement>(null);
  const subscribe = useCallback((listener: () => void) => mounter.subscribe(key, listener), [mounter, key]);
  const mounted = useSyncExternalStore(subscribe, () => eager || mounter.isMounted(key));
  const uuidList = uuids.join(' ');
  useLayoutEffect(
    () => mounter.register(key, uuidList.split(' '), ref.current, eager),
    [mounter, key, uuidList, eager],
  );

  const onPlaceholderFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    const backwards =
      from instanceof Node &&
      ref.current !== null &&
      Boolean(ref.current.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
    mounter.mount(key);
    const focusable = ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    const target = focusable && (backwards ? focusable[focusable.length - 1] : focusable[0]);
    target?.focus();
  };

  const height = Math.ceil(uuids.length / 2) * ROW_PAIR_HEIGHT_PX;
  return (
    // -m-1 p-1: room for the focus rings that paint containment would clip, same layout.
    <div
      ref={ref}
      className="-m-1 grid grid-cols-1 gap-x-6 gap-y-3 p-1 [content-visibility:auto] md:grid-cols-2"
      style={{ containIntrinsicSize: `auto ${height}px` }}
    >
      {mounted ? (
        uuids.map((uuid) => <AttributeRow key={uuid} uuid={uuid} {...rowProps} />)
      ) : (
        <div
          tabIndex={0}
          role="group"
          aria-label={pendingLabel}
          aria-busy="true"
          onFocus={onPlaceholderFocus}
          className="col-span-full rounded-md bg-[repeating-linear-gradient(to_bottom,var(--color-slate-100)_0,var(--color-slate-100)_40px,transparent_40px,transparent_60px)] focus-visible:outline-2 focus-visible:outline-accent-600"
          style={{ height: height - 12 }}
        />
      )}
    </div>
  );
});
