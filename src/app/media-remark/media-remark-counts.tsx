import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchMediaRemarkCounts } from '@api/media-remarks';
import { canReportIssues } from '@domain/issues';
import { selectUser } from '@machines/session.selectors';
import { useSessionActor } from '../session/session-context';

interface MediaRemarksValue {
  productId: number;
  /** Remarks per media id; a photo without any is not in it. */
  counts: ReadonlyMap<number, number>;
  /** Whether the user writes remarks (reviewers and admins, docs/decisions/0044). */
  canWrite: boolean;
  refresh(): void;
}

const MediaRemarksContext = createContext<MediaRemarksValue | null>(null);

/**
 * §2 Modals: media remark — the remark counts of a card's photos, read once for the whole gallery, for
 * the badges of the photos inside. A failed read leaves the badges out: the modal still reads and writes.
 */
export function MediaRemarksProvider({ productId, children }: { productId: number; children: ReactNode }) {
  const user = useSelector(useSessionActor(), selectUser);
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    fetchMediaRemarkCounts(productId).then(
      (answer) => {
        if (current) setCounts(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [productId, round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  const canWrite = user !== null && canReportIssues(user);
  const value = useMemo(
    () => ({ productId, counts, canWrite, refresh }),
    [productId, counts, canWrite, refresh],
  );
  return <MediaRemarksContext.Provider value={value}>{children}</MediaRemarksContext.Provider>;
}

/** The remarks of the card around, or null where no card's photos are shown (a new card). */
export function useMediaRemarks(): MediaRemarksValue | null {
  return useContext(MediaRemarksContext);
}
