import { afterEach, describe, expect, it } from 'vitest';
import { setUploadTransport, uploadMedia } from '@api/media';
import { setCsrfToken } from '@api/session-bridge';
import { xhrFetch } from '@api/upload-transport';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: ArrayBuffer | null;
}

/** A stand-in XMLHttpRequest: reports upload progress in two steps, then answers `reply`. */
function fakeXhr(reply: { status: number; body: string; headers?: string }, sent: Sent[]) {
  return class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    responseType = '';
    withCredentials = false;
    status = 0;
    statusText = '';
    response: ArrayBuffer | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    private aborted = false;
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return reply.headers ?? 'content-type: application/json\r\n';
    }
    abort() {
      this.aborted = true;
    }
    send(body: ArrayBuffer | null) {
      this.request.body = body;
      sent.push(this.request);
      const total = body?.byteLength ?? 0;
      setTimeout(() => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total });
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.status = reply.status;
        this.response = new TextEncoder().encode(reply.body).buffer as ArrayBuffer;
        this.onload?.();
        this.onloadend?.();
      }, 5);
    }
  };
}

const original = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = original;
  setUploadTransport('fetch');
});

describe('upload over XMLHttpRequest (progress on HTTP/1.1 and every browser)', () => {
  it('sends method, headers and body, reports progress and answers a Response', async () => {
    const sent: Sent[] = [];
    globalThis.XMLHttpRequest = fakeXhr(
      { status: 201, body: '{"ok":true}' },
      sent,
    ) as unknown as typeof XMLHttpRequest;
    const progress: number[] = [];
    const response = await xhrFetch((fraction) => progress.push(fraction))('http://localhost/upload', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-csrf-token': 'abc' },
      body: 'hello',
    });
    expect(progress).toEqual([0.5, 1]);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ ok: true });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost/upload',
      headers: { 'content-type': 'text/plain', 'x-csrf-token': 'abc' },
    });
    expect(new TextDecoder().decode(sent[0]!.body!)).toBe('hello');
  });

  it('an aborted upload rejects and stops the request', async () => {
    globalThis.XMLHttpRequest = fakeXhr({ status: 201, body: '{}' }, []) as unknown as typeof XMLHttpRequest;
    const controller = new AbortController();
    const pending = xhrFetch(() => undefined)('http://localhost/upload', {
      method: 'POST',
      body: 'x',
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeTruthy();
  });

  it('uploadMedia goes through the shared client (CSRF header) and parses the answer', async () => {
    const sent: Sent[] = [];
    const answer = {
      id: 3,
      type: 2,
      filename: 'a.jpg',
      size: 4,
      width: 1,
      height: 1,
      dpi: null,
      format: 'jpeg',
      color_space: 'srgb',
      url: '/api/p1/media/3',
      warnings: ['validation.photoSize'],
    };
    globalThis.XMLHttpRequest = fakeXhr(
      { status: 201, body: JSON.stringify(answer) },
      sent,
    ) as unknown as typeof XMLHttpRequest;
    setUploadTransport('xhr');
    setCsrfToken('token-1');
    const progress: number[] = [];
    const result = await uploadMedia(new Blob(['abcd']) as Blob & { name: string }, 2, (p) =>
      progress.push(p),
    );
    expect(result).toEqual(answer);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(sent[0]!.url).toMatch(/\/api\/p1\/product\/media$/);
    expect(sent[0]!.headers['x-csrf-token']).toBe('token-1');
    expect(sent[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });
});
