import { useCallback, useEffect, useState } from 'react';
import type { DirectoryOption } from '@contract/media-gallery';
import { fetchDirectoryOptions } from '@api/media-gallery';

/** The company's directories for the pickers (upload, move, details); reloaded on demand. */
export function useDirectories() {
  const [directories, setDirectories] = useState<DirectoryOption[]>([]);
  const reload = useCallback(() => {
    fetchDirectoryOptions().then(setDirectories, () => setDirectories([]));
  }, []);
  useEffect(reload, [reload]);
  return { directories, reload };
}
