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
}

export interface AppEnv {
  Variables: AppVariables;
}
