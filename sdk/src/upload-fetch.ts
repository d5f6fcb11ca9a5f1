/**
 * A fetch that reports how much of a request's body has been sent, for uploads: fetch itself
 * cannot tell (a streamed request body needs HTTP/2), XMLHttpRequest's upload events can. It
 * takes and answers what fetch does (a Request, a Response), so the authorised path (token,
 * refresh, retry) wraps it like any other fetch.
 */

/** How much of an upload's body has been sent, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The part of XMLHttpRequest the upload uses (a test passes its own). */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: Blob): void;
  abort(): void;
  responseType: XMLHttpRequestResponseType;
  readonly response: unknown;
  readonly status: number;
  readonly statusText: string;
  withCredentials: boolean;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/** The response's headers from XMLHttpRequest's CRLF-separated text. */
function headersOf(text: string): Headers {
  const headers = new Headers();
  for (const line of text.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose response has no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch over XMLHttpRequest that calls `onProgress` as the body goes out, and once more with
 * everything sent. Aborting the request's signal aborts it (an AbortError, as fetch rejects); a
 * network failure rejects with a TypeError, as fetch does.
 */
export function uploadFetch(
  onProgress: (progress: UploadProgress) => void,
  create: () => UploadRequest = () => new XMLHttpRequest() as unknown as UploadRequest,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = create();
      const signal = request.signal;
      const aborted = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      if (signal?.aborted) return aborted();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.total || body.size });
      xhr.onload = () => {
        signal?.removeEventListener('abort', abort);
        onProgress({ loaded: body.size, total: body.size });
        const status = xhr.status;
        resolve(
          new Response(NULL_BODY.has(status) ? null : (xhr.response as Blob), {
            status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = aborted;
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}
