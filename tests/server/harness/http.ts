import { loginAnswerSchema, type LoginAnswer } from '@contract/auth';
import type { App } from '@server/app';
import { DEMO_USERS, type DemoUser } from '@server/seed/demo-users';

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, for malformed bodies; wins over `body`. */
  raw?: string;
  cookie?: string;
  csrf?: string;
  headers?: Record<string, string>;
  /** The client's address as the connection gives it (the throttles count per address). */
  address?: string;
}

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case; flags such as HttpOnly have the value `true`. */
  attributes: Record<string, string | true>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: unknown;
  cookies: Map<string, SetCookie>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...parts] = header.split(';');
  const at = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase();
    attributes[key] = eq < 0 ? true : part.slice(eq + 1).trim();
  }
  return { name: pair.slice(0, at).trim(), value: decodeURIComponent(pair.slice(at + 1).trim()), attributes };
}

/** One request to the app in process (`app.request`), answered with status, headers, body and cookies. */
export async function request(
  app: App,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<TestResponse> {
  const headers = new Headers({ accept: 'application/json', ...options.headers });
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  if (options.cookie !== undefined) headers.set('cookie', options.cookie);
  if (options.csrf !== undefined) headers.set('x-csrf-token', options.csrf);
  // @hono/node-server's getConnInfo reads the socket of the incoming request from the bindings.
  const bindings =
    options.address === undefined ? undefined : { incoming: { socket: { remoteAddress: options.address } } };
  const response = await app.request(
    path,
    body === undefined ? { method, headers } : { method, headers, body },
    bindings,
  );
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const cookies = new Map(
    response.headers.getSetCookie().map((header) => {
      const cookie = parseSetCookie(header);
      return [cookie.name, cookie] as const;
    }),
  );
  return { status: response.status, headers: response.headers, text, body: parsed, cookies };
}

/** The `Cookie` header a browser would send back after these Set-Cookie answers. */
export function cookieHeader(cookies: Map<string, SetCookie>): string {
  return [...cookies.values()]
    .map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`)
    .join('; ');
}

export interface Session {
  cookie: string;
  csrf: string;
  answer: LoginAnswer;
  response: TestResponse;
}

/** Logs in and answers the cookie and CSRF token to send with later requests; throws unless the login is 200. */
export async function login(app: App, email: string, password: string): Promise<Session> {
  const response = await request(app, 'POST', '/api/login', { body: { email, password } });
  if (response.status !== 200)
    throw new Error(`Login of ${email} answered ${response.status}: ${response.text}`);
  const answer = loginAnswerSchema.parse(response.body);
  return { cookie: cookieHeader(response.cookies), csrf: answer.csrf_token, answer, response };
}

/** The demo user with this e-mail (passwords are in server/seed/demo-users.ts). */
export function demoUser(email: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (user === undefined) throw new Error(`No demo user ${email}`);
  return user;
}

/** Logs in as a demo user. */
export function loginAs(app: App, email: string): Promise<Session> {
  return login(app, email, demoUser(email).password);
}
