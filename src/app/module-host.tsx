import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSelector } from '@xstate/react';
import { isModuleName, templateFor, type Template } from '@domain/modules';
import { selectIsLoggedIn } from '@machines/session.selectors';
import { Alert } from '@kit/alert';
import type { ReactNode } from 'react';
import { usePageConfig } from './config-context';
import { LazyScreen, ScreenSkeleton } from './lazy-screen';
import { useChunk } from './use-chunk';
import { moduleRegistry, type ModuleDefinition } from './module-registry';
import { useSessionActor } from './session/session-context';
import { usePermission } from './session/use-permission';
import { AuthTemplate } from './templates/auth-template';
import { EmptyTemplate } from './templates/empty-template';

const loadDashboardTemplate = () => import('./templates/dashboard-template').then((m) => m.DashboardTemplate);

/** The logged-in layout is its own chunk: the login page does not carry the navigation and menus. */
function LazyDashboardTemplate({ children }: { children: ReactNode }) {
  const Template = useChunk('dashboard-template', loadDashboardTemplate);
  if (Template === null) {
    return (
      <div className="p-6">
        <ScreenSkeleton />
      </div>
    );
  }
  return <Template>{children}</Template>;
}

function WithTemplate({ template, children }: { template: Template; children: ReactNode }) {
  if (template === 'empty') return <EmptyTemplate>{children}</EmptyTemplate>;
  if (template === 'dashboard') return <LazyDashboardTemplate>{children}</LazyDashboardTemplate>;
  return <AuthTemplate>{children}</AuthTemplate>;
}

function Guarded({
  name,
  definition,
  params,
}: {
  name: string;
  definition: ModuleDefinition;
  params: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const allowed = usePermission(definition.permission);
  const { product_id: productId } = usePageConfig();
  if (!allowed) {
    return <Alert tone="error">{t('session.forbidden')}</Alert>;
  }
  return <LazyScreen chunkId={name} definition={definition} props={{ params, productId }} />;
}

/**
 * §2 Host page: selects one screen by module name. Unknown names say so; known names whose screen is
 * not part of this build show the not-found screen; access and permissions are checked before loading.
 */
export function ModuleHost({ name, params }: { name: string; params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const loggedIn = useSelector(useSessionActor(), selectIsLoggedIn);
  const [location] = useLocation();
  const search = useSearch();

  if (!isModuleName(name)) {
    return (
      <WithTemplate template={templateFor(loggedIn)}>
        <p role="alert" className="text-sm text-slate-700">
          {t('app.unknownModule')}
        </p>
      </WithTemplate>
    );
  }
  const definition = moduleRegistry[name] ?? moduleRegistry['not-found'];
  const resolved = moduleRegistry[name] ? name : 'not-found';
  if (definition === undefined) return null;
  if (definition.access === 'user' && !loggedIn) {
    const next = `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (definition.access === 'guest' && loggedIn) return <Redirect to="/" replace />;
  return (
    <WithTemplate template={templateFor(loggedIn, definition.template)}>
      <Guarded key={resolved} name={resolved} definition={definition} params={params} />
    </WithTemplate>
  );
}
