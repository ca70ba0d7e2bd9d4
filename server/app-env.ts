import type { ApiTokenScope } from '@domain/api-token-scopes';
import type { VersionSource } from '@domain/card-history';
import type { Language } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
import type { SwitchedBy } from '@contract/user';
import type { ServerCaches } from './cache/server-caches';
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './media/storage';

export interface SessionInfo {
  tokenHash: string;
  csrfToken: string;
  expiresAt: Date;
}

/** The token a call was made with (docs/decisions/0046); `user` is then the token's maker. */
export interface ApiTokenPrincipal {
  id: number;
  companyId: number;
  scopes: ApiTokenScope[];
}

/** What every request handler can reach through `c.get(…)` (not `c.var`, which copies them all on each use). */
export interface AppVariables {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  /** Where uploaded media bytes live (disk under DATA_DIR/media unless the app is given another). */
  media: MediaStorage;
  language: Language;
  user: CurrentUser | null;
  /**
   * §6 Switch user: the one who logged in while the session acts as `user` (whose rights then apply), null
   * otherwise. Every write made while switched names both (docs/decisions/0048).
   */
  switchedBy: SwitchedBy | null;
  session: SessionInfo | null;
  apiToken: ApiTokenPrincipal | null;
  /** What this server keeps between requests, when it hears the database's changes (docs/decisions/0068). */
  caches: ServerCaches | null;
  /** Where a card save comes from when it is not a request of its own (bulk edit runs the save route). */
  versionSource?: VersionSource;
}

export interface AppEnv {
  Variables: AppVariables;
}
