import { pageConfigSchema, type PageConfig } from '@contract/user';
import { fetchPageConfig } from '@api/auth';

declare global {
  interface Window {
    __PAGE_CONFIG__?: unknown;
    __OUTDATED_BROWSER__?: boolean;
  }
}

/** §1 The page config the server put in the host page, or (Vite dev server) the same from the API. */
export async function readPageConfig(): Promise<PageConfig> {
  const injected = window.__PAGE_CONFIG__;
  if (injected !== undefined) return pageConfigSchema.parse(injected);
  return fetchPageConfig();
}
