import type { Context } from 'hono';
import type { CurrentUser } from '@domain/user';
import type { AppEnv } from '../app-env';
import { recentlyWrote } from '../http/write-marker';
import type { ChangeFeed } from './change-feed';
import { KeptAnswers } from './kept-answers';

/** A session as its lookup found it, with its user: what a read request is let in with. */
export interface KeptSession {
  session: { tokenHash: string; csrfToken: string; expiresAt: Date; actingAsUserId: number | null };
  user: CurrentUser;
}

const SESSIONS_BYTES = 4 * 1024 * 1024;
/** About 2 KB each, whatever the user: the count that matters is sessions, not their size. */
const SESSION_SIZE = 2_048;
const ANSWERS_BYTES = 64 * 1024 * 1024;

/**
 * What an app server keeps between requests (docs/decisions/0068): the sessions of read requests and the
 * answers of card shows, each dropped when the database announces a change of what it was read from. A
 * request may be answered from them only while the change feed is live, only when it reads (GET, HEAD), and
 * not when its browser wrote a moment ago (its write's notice may still be on its way to this server).
 */
export class ServerCaches {
  readonly sessions = new KeptAnswers<KeptSession>(SESSIONS_BYTES);
  readonly answers = new KeptAnswers<string>(ANSWERS_BYTES);

  constructor(readonly feed: ChangeFeed) {
    feed.watch((event) => {
      if (event.kind === 'all') {
        this.sessions.dropAll();
        this.answers.dropAll();
      } else if (event.kind === 'cards') {
        if (event.keys === '*') this.answers.dropAll();
        else this.answers.drop(event.keys);
      } else if (event.kind === 'sessions') {
        if (event.keys === '*') this.sessions.dropAll();
        else this.sessions.drop(event.keys);
      }
    });
  }

  /** Whether this request may be answered from what is kept (what any request reads may be kept). */
  usableFor(c: Context<AppEnv>): boolean {
    const method = c.req.method;
    return this.feed.live && (method === 'GET' || method === 'HEAD') && !recentlyWrote(c);
  }

  keepSession(found: KeptSession, mark: number): void {
    // A session that acts as another account reads that account on every request (§6 Switch user).
    if (found.session.actingAsUserId !== null || !this.feed.live) return;
    this.sessions.keep(found.session.tokenHash, '', found, SESSION_SIZE, mark);
  }

  /** A card's show answer as read for one user (and one section, when asked for one). */
  keepAnswer(cardId: number, key: string, body: string, mark: number): void {
    if (!this.feed.live) return;
    this.answers.keep(String(cardId), key, body, body.length, mark);
  }
}
