import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import type { PageConfig } from '@contract/user';
import { featuresForInstance } from '@domain/feature-flags';
import { flagsForRole, type CurrentUser, type Role } from '@domain/user';
import { sessionMachine } from '@machines/session.machine';
import { ConfigProvider } from '@app/config-context';
import { SessionActorProvider } from '@app/session/session-context';
import { WithMessages } from './with-messages';

function demoUser(role: Role): CurrentUser {
  return {
    id: 1,
    first_name: 'Piotr',
    last_name: 'Dostawca',
    email: 'supplier@demo.pim',
    company_id: 1,
    network_name: null,
    network_code: null,
    media_gallery_token: null,
    role,
    ...flagsForRole(role),
  };
}

/** The page config of the Polish instance with every feature on, for a signed-in user of that role. */
function configFor(user: CurrentUser, permissions: string[]): PageConfig {
  return {
    instance: 'pl',
    language: 'pl',
    features: featuresForInstance('pl'),
    flags: { bulk_edit: true },
    media_gallery_url: '/media-gallery-api',
    session_length_ms: 3_600_000,
    development: false,
    csrf_token: 'csrf',
    user,
    permissions,
    module: null,
    product_id: null,
  };
}

/**
 * Renders a screen part as the app shows it to a signed-in user (messages in Polish, the page config, a
 * session and a router at `path`); returns RTL's unmount. The session's keep-alive never answers here.
 */
export function renderSignedIn(
  ui: ReactNode,
  { role = 'supplier', permissions = ['product.edit'], path = '/' }: SignedInOptions = {},
): () => void {
  const user = demoUser(role);
  const session = createActor(
    sessionMachine.provide({
      actors: { keepAlive: fromPromise<{ expires_at: string }>(() => new Promise(() => {})) },
    }),
    { input: { user, permissions, csrfToken: 'csrf', sessionLengthMs: 3_600_000, switchedBy: null } },
  ).start();
  const { hook } = memoryLocation({ path });
  const { unmount } = render(
    <WithMessages>
      <ConfigProvider config={configFor(user, permissions)}>
        <SessionActorProvider value={session}>
          <Router hook={hook}>{ui}</Router>
        </SessionActorProvider>
      </ConfigProvider>
    </WithMessages>,
  );
  return () => {
    unmount();
    session.stop();
  };
}

export interface SignedInOptions {
  role?: Role;
  permissions?: string[];
  path?: string;
}
