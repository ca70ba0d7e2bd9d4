import { useCallback, useEffect, useState } from 'react';
import type { AssetDetails } from '@contract/media-gallery';
import { fetchAsset } from '@api/media-gallery';
import { refusalText } from './refusal-text';

export type AssetState =
  { phase: 'loading' } | { phase: 'loaded'; details: AssetDetails } | { phase: 'failed'; message: string };

/** One asset with where it is used, loaded on mount and again on demand (after a save). */
export function useAsset(id: number, notFound: string) {
  const [state, setState] = useState<AssetState>({ phase: 'loading' });
  const reload = useCallback(() => {
    fetchAsset(id).then(
      (details) => setState({ phase: 'loaded', details }),
      (error: unknown) => setState({ phase: 'failed', message: refusalText(error, notFound) }),
    );
  }, [id, notFound]);
  useEffect(reload, [reload]);
  return { state, reload };
}
