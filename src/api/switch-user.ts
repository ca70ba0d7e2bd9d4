import {
  switchAnswerSchema,
  switchConfigSchema,
  switchLogSchema,
  switchTargetsSchema,
  type SwitchAnswer,
  type SwitchConfig,
  type SwitchConfigBody,
  type SwitchLog,
  type SwitchTarget,
} from '@contract/switch-user';
import { toRefusal } from './auth';
import { api } from './client';

/** §6/§7 Switch user (docs/decisions/0048): the accounts one may act as, the switch and the way back. */
export async function switchTargets(): Promise<SwitchTarget[]> {
  return switchTargetsSchema.parse(await api.get('/api/switch-me-to/targets').json()).targets;
}

export async function switchTo(userId: number, fallback: string): Promise<SwitchAnswer> {
  try {
    return switchAnswerSchema.parse(await api.post(`/api/user/${userId}/switch-me-to`, { json: {} }).json());
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

export async function switchBack(): Promise<SwitchAnswer> {
  return switchAnswerSchema.parse(await api.post('/api/switch-back', { json: {} }).json());
}

/** §7 GET /api/user/{id}/configuration/switch-me-to. */
export async function switchConfig(userId: number): Promise<SwitchConfig> {
  return switchConfigSchema.parse(await api.get(`/api/user/${userId}/configuration/switch-me-to`).json());
}

/** §7 PUT /api/user/{id}/configuration/switch-me-to; a refusal carries the server's words. */
export async function saveSwitchConfig(
  userId: number,
  body: SwitchConfigBody,
  fallback: string,
): Promise<SwitchConfig> {
  try {
    return switchConfigSchema.parse(
      await api.put(`/api/user/${userId}/configuration/switch-me-to`, { json: body }).json(),
    );
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** §7 GET /api/user/{id}/logs/switch-me-to?start_at= */
export async function switchLog(userId: number, startAt: string): Promise<SwitchLog> {
  return switchLogSchema.parse(
    await api.get(`/api/user/${userId}/logs/switch-me-to`, { searchParams: { start_at: startAt } }).json(),
  );
}
