import { pino, type Logger, type LevelWithSilent } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger };

export const LOG_LEVELS: readonly LevelWithSilent[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/**
 * One JSON object per line on standard output (pino), each with the request id of the request or job it
 * was written for, so one id finds a request's line and the lines of every job it queued.
 */
export function createLogger(level: LevelWithSilent, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'pim' },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === null ? {} : { requestId };
      },
    },
    destination,
  );
}

/** For tests and tools that do not want the lines. */
export function silentLogger(): Logger {
  return createLogger('silent');
}
