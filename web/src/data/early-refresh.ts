import { PortalStorage } from '@portal/hooks/session';
import { OPERATIONS } from '@portal/sdk';
import { inlineRuntimeConfig } from '../lib/runtime-config.ts';
import { startupRequest } from './startup-request.ts';

/*
 * The session's restore sent before the app's code has even arrived (issue 32): `early.ts`, a
 * small script the page loads beside the start chunk, sends the refresh a reload of a portal page
 * would send (with its start-up request) and leaves the answer here; the SDK's first refresh takes
 * that answer instead of calling (`adoptingFetch`). The answer is the browser's own Response, read
 * once by the session, so the token stays in memory only; its cookie is set by the browser either
 * way, so an answer nobody takes ends nothing.
 */
/** The early answer, until the session takes it (early.ts and main.tsx share this module). */
let early: Promise<Response> | undefined;

const REFRESH = OPERATIONS.refreshToken;

/** Sends the refresh of a reload of `path`, when it is a portal page and the page holds its settings. */
export function startEarlyRefresh(
  path: string,
  storage: Storage,
  inlineConfig: string | null | undefined,
): void {
  const config = inlineRuntimeConfig(inlineConfig);
  const startup = startupRequest(path, new PortalStorage(storage));
  if (!config || !startup) return;
  const answer = fetch(`${config.apiBaseUrl.replace(/\/+$/, '')}${REFRESH.path}`, {
    method: REFRESH.method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ startup }),
  });
  // A failure is the session's to meet, when it takes the answer.
  answer.catch(() => undefined);
  early = answer;
}

/** The early refresh's answer, once (nothing when none was sent or it was taken). */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}

/**
 * The SDK's fetch: the first refresh takes the early answer, when there is one; every other call
 * goes to the network.
 */
export function adoptingFetch(
  early: Promise<Response> | undefined,
  send: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): (request: Request) => Promise<Response> {
  let waiting = early;
  return (request) => {
    if (
      waiting &&
      request.method === REFRESH.method &&
      new URL(request.url).pathname.endsWith(REFRESH.path)
    ) {
      const answer = waiting;
      waiting = undefined;
      return answer;
    }
    return send(request);
  };
}
