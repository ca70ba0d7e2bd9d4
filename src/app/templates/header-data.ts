import { useCallback, useEffect } from 'react';
import { fetchHeaderData } from '@api/own-account';
import type { HeaderData } from '@contract/own-account';
import { useResource } from '../use-resource';

/** Told by a screen that changed the signed-in user's own account, so the header reads it again. */
export const ACCOUNT_CHANGED = 'pim:account-changed';

/** §7 get-header-data for the header: name, company and its logo; read again when the account changes. */
export function useHeaderData(userId: number | null): HeaderData | null {
  const resource = useResource<HeaderData | null>(
    useCallback(() => (userId === null ? Promise.resolve(null) : fetchHeaderData(userId)), [userId]),
  );
  const { reload } = resource;
  useEffect(() => {
    window.addEventListener(ACCOUNT_CHANGED, reload);
    return () => window.removeEventListener(ACCOUNT_CHANGED, reload);
  }, [reload]);
  return resource.data ?? null;
}
