import { describe, expect, it } from 'vitest';
import { createPortalClient } from './portal-client.ts';
import { type UploadProgress, type UploadRequest, uploadFetch } from './upload-fetch.ts';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob;
}

/**
 * A fake XMLHttpRequest: it records what is sent, reports the body going out in two halves, and
 * answers from a queue of statuses and bodies (or fails, or waits to be aborted).
 */
function fakeXhr(answers: ({ status: number; body: string } | 'network' | 'hang')[]) {
  const sent: Sent[] = [];
  const create = (): UploadRequest => {
    const headers: Record<string, string> = {};
    let opened = { method: '', url: '' };
    const xhr: UploadRequest & { response: unknown; status: number; statusText: string } = {
      open: (method, url) => {
        opened = { method, url };
      },
      setRequestHeader: (name, value) => {
        headers[name.toLowerCase()] = value;
      },
      getAllResponseHeaders: () => 'content-type: application/json\r\nx-request-id: r1\r\n',
      send: (body) => {
        sent.push({ ...opened, headers, body });
        const answer = answers.shift() ?? 'network';
        if (answer === 'hang') return;
        queueMicrotask(() => {
          if (answer === 'network') return xhr.onerror?.();
          xhr.upload.onprogress?.({ loaded: Math.floor(body.size / 2), total: body.size } as ProgressEvent);
          xhr.status = answer.status;
          xhr.statusText = answer.status === 201 ? 'Created' : 'Unauthorized';
          xhr.response = new Blob([answer.body]);
          xhr.onload?.();
        });
      },
      abort: () => xhr.onabort?.(),
      responseType: '',
      response: null,
      status: 0,
      statusText: '',
      withCredentials: false,
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      onabort: null,
    };
    return xhr;
  };
  return { create, sent };
}

const RESULT = { id: 'i1', fileName: 'export.csv.gz', rows: 3, replacedRows: 0, periods: [], sums: [] };

describe('uploads told of their progress', () => {
  it('sends the multipart body with the token and reports the bytes sent, then everything', async () => {
    const xhr = fakeXhr([{ status: 201, body: JSON.stringify(RESULT) }]);
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      getAccessToken: () => 'app-token',
      uploadFetch: (onProgress) => uploadFetch(onProgress, xhr.create),
    });
    const progress: UploadProgress[] = [];
    const file = new Blob(['a'.repeat(1000)], { type: 'application/gzip' });
    const result = await api.settings.importFocus(file, 'export.csv.gz', {
      onUploadProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ ok: true, status: 201, data: RESULT });
    const [request] = xhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://portal.test/services/api-portal-customer/api/settings/focus-imports');
    expect(request?.headers.authorization).toBe('Bearer app-token');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const total = request?.body.size ?? 0;
    expect(total).toBeGreaterThan(1000);
    expect(progress).toEqual([
      { loaded: Math.floor(total / 2), total },
      { loaded: total, total },
    ]);
  });

  it('refreshes the token once on 401 and sends the file again', async () => {
    const xhr = fakeXhr([
      { status: 401, body: '{"status":401}' },
      { status: 201, body: JSON.stringify(RESULT) },
    ]);
    let token = 'old';
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      getAccessToken: () => token,
      refreshAccessToken: async () => {
        token = 'new';
        return token;
      },
      uploadFetch: (onProgress) => uploadFetch(onProgress, xhr.create),
    });
    const result = await api.settings.importFocus(new Blob(['x']), 'x.csv', { onUploadProgress: () => {} });
    expect(result.ok).toBe(true);
    expect(xhr.sent.map((s) => s.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('answers a network failure and an abort as fetch does: no answer, aborted or not', async () => {
    const failing = fakeXhr(['network', 'hang']);
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      uploadFetch: (onProgress) => uploadFetch(onProgress, failing.create),
    });
    const failed = await api.settings.importFocus(new Blob(['x']), 'x.csv', { onUploadProgress: () => {} });
    expect(failed.ok === false && failed.status).toBe(0);
    expect(failed.ok === false && failed.error.isAborted).toBe(false);
    const controller = new AbortController();
    const pending = api.settings.importFocus(new Blob(['x']), 'x.csv', {
      onUploadProgress: () => {},
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    const aborted = await pending;
    expect(aborted.ok === false && aborted.error.isAborted).toBe(true);
  });
});
