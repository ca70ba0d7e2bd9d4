import type { PGlite } from '@electric-sql/pglite';
import { CHANGE_CHANNEL } from './change-notice';
import type { ChangeSource, ListeningConnection } from './change-feed';

/**
 * PostgreSQL: a connection of its own, outside the pool (a pooled connection is handed to other queries
 * and would not stay listening). Its pings go over the same connection, so a ping that comes back proves
 * the connection still hears the channel.
 */
export function postgresChangeSource(url: string): ChangeSource {
  return {
    async listen(onPayload, onLost) {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: url, options: '-c jit=off', keepAlive: true });
      client.on('notification', (message) => {
        if (message.channel === CHANGE_CHANNEL && message.payload !== undefined) onPayload(message.payload);
      });
      client.on('error', onLost);
      client.on('end', () => onLost(new Error('the change feed connection ended')));
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      const connection: ListeningConnection = {
        ping: async (payload) => {
          await client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
        },
        close: () => client.end(),
      };
      return connection;
    },
  };
}

/**
 * PGlite: the one database of the one process; its notices are heard as its statements end (or at the
 * commit of their transaction), before the writer's call returns. Nothing to lose, nothing to ping.
 */
export function pgliteChangeSource(client: PGlite): ChangeSource {
  return {
    async listen(onPayload) {
      const unlisten = await client.listen(CHANGE_CHANNEL, onPayload);
      return { ping: null, close: () => unlisten() };
    },
  };
}
