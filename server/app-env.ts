import type { ApiTokenScope } from '@domain/api-token-scopes';
import type { Language } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
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

/** What every request handler can reach through `c.var`. */
export interface AppVariables {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  /** Where uploaded media bytes live (disk under DATA_DIR/media unless the app is given another). */
  media: MediaStorage;
  language: Language;
  user: CurrentUser | null;
  session: SessionInfo | null;
  apiToken: ApiTokenPrincipal | null;
  /** Who switched into `user` (switch-user), recorded on the audit trail as the one acting; else null. */
  switchedBy: { id: number; name: string; email: string } | null;
}

export interface AppEnv {
  Variables: AppVariables;
}
