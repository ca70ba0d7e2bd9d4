import { createContext, useContext, type ReactNode } from 'react';
import type { PageConfig } from '@contract/user';

const ConfigContext = createContext<PageConfig | null>(null);

/** §1 Instance, flags and app config for every screen. */
export function ConfigProvider({ config, children }: { config: PageConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function usePageConfig(): PageConfig {
  const config = useContext(ConfigContext);
  if (config === null) throw new Error('usePageConfig outside ConfigProvider');
  return config;
}
