import { z } from 'zod/mini';
import {
  loginAnswerSchema,
  okAnswerSchema,
  sessionAnswerSchema,
  type LoginAnswer,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type ResetRequestBody,
} from '@contract/auth';
import { faultAnswerSchema } from '@contract/fault';
import { Refusal } from '@domain/refusal';
import { availableMethodsSchema, pageConfigSchema, type PageConfig } from '@contract/user';
import type { Language } from '@domain/constants';
import { HTTPError, answerMessage, api } from './client';

/** Turns an HTTP error into a Refusal carrying the server's own (translated) words. */
export function toRefusal(error: unknown, fallback: string): Refusal {
  if (error instanceof HTTPError) {
    const faults = faultAnswerSchema.safeParse(error.data);
    if (faults.success) return new Refusal(faults.data.errors[0]?.message ?? fallback, faults.data.errors);
    return new Refusal(answerMessage(error) ?? fallback);
  }
  return new Refusal(fallback);
}

export async function login(body: LoginBody, fallback: string): Promise<LoginAnswer> {
  try {
    return loginAnswerSchema.parse(
      await api.post('/api/login', { json: body, context: { silentSession: true } }).json(),
    );
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

export async function logout(): Promise<void> {
  await api.post('/api/logout', { context: { silentSession: true } });
}

async function submit(path: string, body: unknown, fallback: string): Promise<void> {
  try {
    okAnswerSchema.parse(await api.post(path, { json: body, context: { silentSession: true } }).json());
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

export const register = (body: RegisterBody, fallback: string) => submit('/api/register', body, fallback);
export const requestPasswordReset = (body: ResetRequestBody, fallback: string) =>
  submit('/api/password/request-reset', body, fallback);
export const resetPassword = (body: ResetPasswordBody, fallback: string) =>
  submit('/api/password/reset', body, fallback);

/** §7 PUT /api/p1/update-session (keep-alive). */
export async function updateSession() {
  return sessionAnswerSchema.parse(await api.put('/api/p1/update-session').json());
}

/** §6 After login the user's available methods are fetched and stored as permissions. */
export async function availableMethods(): Promise<string[]> {
  return availableMethodsSchema.parse(await api.get('/api/user-available-methods').json()).methods;
}

export async function setLanguage(language: Language): Promise<void> {
  okAnswerSchema.parse(await api.put('/api/language', { json: { language } }).json());
}

export async function fetchPageConfig(): Promise<PageConfig> {
  return pageConfigSchema.parse(await api.get('/api/page-config').json());
}

export const translationsSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

/** §7 GET /translations/Front{product}.json?locales={language}. */
export async function fetchTranslations(language: Language): Promise<Record<string, unknown>> {
  const answer = translationsSchema.parse(
    await api.get('/translations/FrontPim.json', { searchParams: { locales: language } }).json(),
  );
  return answer[language] ?? {};
}
