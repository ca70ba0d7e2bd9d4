import type { Db } from '../db/client';
import { switchLogs } from '../db/schema';

type Writer = Pick<Db, 'insert'>;

export interface SwitchLogLine {
  targetUserId: number;
  realUserId: number;
  kind: 'start' | 'end' | 'write';
  method?: string;
  path?: string;
  status?: number;
}

/** §6 One line of the switch-me-to log: who (the one logged in) did what as whom. */
export async function logSwitch(db: Writer, line: SwitchLogLine): Promise<void> {
  await db.insert(switchLogs).values({
    targetUserId: line.targetUserId,
    realUserId: line.realUserId,
    kind: line.kind,
    method: line.method ?? null,
    path: line.path ?? null,
    status: line.status ?? null,
  });
}
