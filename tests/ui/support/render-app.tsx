import { render, screen } from '@testing-library/react';
import { fetchPageConfig, fetchTranslations } from '@api/auth';
import { App } from '@app/app';
import { createI18n } from '@app/i18n';

/**
 * Boots the application as main.tsx does — page config and messages from the server — at a path under
 * /react, and answers when the first screen has rendered.
 */
export async function renderApp(path: string) {
  window.history.replaceState(null, '', `/react${path}`);
  const config = await fetchPageConfig();
  const i18n = await createI18n(config.language, fetchTranslations);
  const view = render(<App config={config} i18n={i18n} />);
  return { ...view, config, i18n, screen };
}
