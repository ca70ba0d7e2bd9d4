import type { SnapshotFrom } from 'xstate';
import type { productDetailsMachine } from './product-details.machine';

type Snapshot = SnapshotFrom<typeof productDetailsMachine>;

/** The screen's four faces (§2 Product details; 404 is the not-found face). */
export const selectPhase = (s: Snapshot): 'loading' | 'loaded' | 'notFound' | 'failed' =>
  s.matches('loaded')
    ? 'loaded'
    : s.matches('notFound')
      ? 'notFound'
      : s.matches('failed')
        ? 'failed'
        : 'loading';
export const selectCard = (s: Snapshot) => s.context.card;
export const selectTab = (s: Snapshot) => s.context.tab;
export const selectIssueFilter = (s: Snapshot) => s.context.issueFilter;
export const selectOnlyFilled = (s: Snapshot) => s.context.onlyFilled;
export const selectOnlyOwn = (s: Snapshot) => s.context.onlyOwn;
/** §2 The remarks drawer: closed, or open while loading, shown or failed. */
export const selectRemarksDrawer = (s: Snapshot): 'closed' | 'loading' | 'shown' | 'failed' =>
  s.matches({ loaded: { remarksOpen: 'shown' } })
    ? 'shown'
    : s.matches({ loaded: { remarksOpen: 'failed' } })
      ? 'failed'
      : s.matches({ loaded: 'remarksOpen' })
        ? 'loading'
        : 'closed';
export const selectRemarks = (s: Snapshot) => s.context.remarks;
