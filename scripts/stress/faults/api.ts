/** A logged-in caller of the real server's API: the session cookie and the CSRF token of its login. */
export interface Api {
  origin: string;
  post(path: string, body: unknown): Promise<Response>;
  form(path: string, form: FormData): Promise<Response>;
  get(path: string): Promise<Response>;
}

export async function logIn(origin: string, email: string, password: string): Promise<Api> {
  const answer = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`login ${email}: ${answer.status}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrf_token: csrf } = (await answer.json()) as { csrf_token: string };
  const headers = { cookie, 'x-csrf-token': csrf };
  return {
    origin,
    post: (path, body) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    form: (path, form) => fetch(`${origin}${path}`, { method: 'POST', headers, body: form }),
    get: (path) => fetch(`${origin}${path}`, { headers }),
  };
}

/** The answer's JSON when its status is the expected one; otherwise an error naming both. */
export async function expectStatus<T>(answer: Response, status: number): Promise<T> {
  const text = await answer.text();
  if (answer.status !== status) throw new Error(`${answer.url}: ${answer.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
