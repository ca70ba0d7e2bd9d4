// First: its popstate listener must run before the router's (see the module).
import './navigation-guard';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchTranslations } from '@api/auth';
import { App } from './app';
import { createI18n } from './i18n';
import { readPageConfig } from './page-config';
import { loadSessionDialogs } from './session/session-overlay';
import './styles.css';

async function start() {
  // §2 The outdated-browser notice has already replaced the page; nothing more to run.
  if (window.__OUTDATED_BROWSER__ === true) return;
  const root = document.getElementById('root');
  if (root === null) return;
  const config = await readPageConfig();
  const i18n = await createI18n(config.language, fetchTranslations);
  createRoot(root).render(
    <StrictMode>
      <App config={config} i18n={i18n} />
    </StrictMode>,
  );
  // The re-login dialog must be ready before a session ends, without weighing on the first paint.
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
  idle(() => void loadSessionDialogs());
}

void start();
