import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Route, Router, Switch, useLocation } from 'wouter';
import type { PageConfig } from '@contract/user';
import { ConfigProvider } from './config-context';
import { CrashScreen } from './crash-screen';
import { ErrorBoundary } from './error-boundary';
import { ModuleHost } from './module-host';
import { ROUTES, isRegisterAlias } from './routes';
import { SessionOverlay } from './session/session-overlay';
import { SessionProvider } from './session/session-context';

function RoutedModules() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={() => <CrashScreen />}>
      <Switch>
        <Route path="/module/:name">{(params) => <ModuleHost name={params.name} params={params} />}</Route>
        {ROUTES.map((route) => (
          <Route key={route.module} path={route.path}>
            {(params) => <ModuleHost name={route.module} params={params} />}
          </Route>
        ))}
        <Route>
          {() => <ModuleHost name={isRegisterAlias(location) ? 'register' : 'not-found'} params={{}} />}
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

/** The application: page config, messages, the session, and one routed host page under /react. */
export function App({ config, i18n, base = '/react' }: { config: PageConfig; i18n: I18n; base?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider config={config}>
        <SessionProvider
          input={{
            user: config.user,
            permissions: config.permissions,
            csrfToken: config.csrf_token,
            sessionLengthMs: config.session_length_ms,
            switchedBy: config.switched_by ?? null,
          }}
        >
          <Router base={base}>
            <RoutedModules />
            <SessionOverlay />
          </Router>
        </SessionProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
