import type { Language } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { Mailer } from './mail/mailer';

export interface SessionInfo {
  tokenHash: string;
  csrfToken: string;
  expiresAt: Date;
}

/** What every request handler can reach through `c.var`. */
export interface AppVariables {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  language: Language;
  user: CurrentUser | null;
  session: SessionInfo | null;
}

export interface AppEnv {
  Variables: AppVariables;
}
