/** A fetch that reports upload progress (0 to 1) while the request body is sent. */
export type ProgressFetch = (onProgress: (fraction: number) => void) => typeof fetch;

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * fetch over XMLHttpRequest, for ky's `fetch` option: `xhr.upload.onprogress` reports real progress on
 * every browser and over HTTP/1.1. (ky's own onUploadProgress streams the request body, which Chromium
 * allows only over HTTP/2 or QUIC — whatwg/fetch#1444 — and Firefox and Safari not at all.)
 */
export const xhrFetch: ProgressFetch = (onProgress) => async (input, init) => {
  const request = new Request(input, init);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url, true);
    xhr.responseType = 'arraybuffer';
    xhr.withCredentials = request.credentials === 'include';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const status = xhr.status;
      resolve(
        new Response(NO_BODY.has(status) ? null : (xhr.response as ArrayBuffer), {
          status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    const abort = () => {
      xhr.abort();
      reject(request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    };
    if (request.signal.aborted) return abort();
    request.signal.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => request.signal.removeEventListener('abort', abort);
    xhr.send(body);
  });
};
