import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createTestBackend, identityToken } from '../../mock-server/src/testing/test-backend.ts';
import { type Fault, MALFORMED_JSON, operationOf, SERVER_ERROR_PROBLEM } from '../fault-model.ts';

/** Where the web app finds its backend in these tests; MSW answers every call made there. */
export const API_BASE_URL = 'https://portal.test';

/**
 * The reference backend (mock-server's app on a seeded embedded database, in this process) behind
 * MSW, so the web app in jsdom reads the demo data every screen shows in the browser. Calls can be
 * answered with a fault instead, by contract operation; what was called and faulted is kept.
 */
export async function startReferenceBackend() {
  const backend = await createTestBackend({ embedded: true });
  const seen = new Set<string>();
  const faulted = new Set<string>();
  let pending = 0;
  let injected: { ops: ReadonlySet<string>; fault: Fault } | undefined;
  let held: (() => void)[] = [];
  let released = false;

  const forward = async (request: Request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return backend.app.request(`${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body,
    });
  };

  const answer = async (request: Request, fault: Fault): Promise<Response> => {
    switch (fault) {
      case '500':
        return HttpResponse.json(SERVER_ERROR_PROBLEM, {
          status: 500,
          headers: { 'Content-Type': 'application/problem+json' },
        });
      case 'network error':
        return HttpResponse.error();
      case 'malformed JSON':
        return new HttpResponse(MALFORMED_JSON, {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'slow answer':
        // Held back until the test has seen the page wait, then answered as usual.
        if (!released) await new Promise<void>((resolve) => held.push(resolve));
        return forward(request);
    }
  };

  const server = setupServer(
    // The help videos are static files of the web app, there as on any deployment: the guidance
    // dialog and the videos area ask for one (HEAD) before their player frame loads it.
    http.head('*/media/videos/:file', () => new HttpResponse(null, { status: 200 })),
    http.all(`${API_BASE_URL}/*`, async ({ request }) => {
      const op = operationOf(request.method, request.url) ?? `${request.method} ${request.url}`;
      seen.add(op);
      pending += 1;
      try {
        if (injected?.ops.has(op)) {
          faulted.add(op);
          return await answer(request, injected.fault);
        }
        return await forward(request);
      } finally {
        pending -= 1;
      }
    }),
  );

  const release = () => {
    released = true;
    for (const resolve of held.splice(0)) resolve();
  };

  return {
    listen: () => server.listen({ onUnhandledFrame: 'error' }),
    close: async () => {
      release();
      server.close();
      await backend.close();
    },
    /** An identity provider token for a demo account, as the local provider signs them. */
    identityToken: (upn: string) => identityToken(upn),
    /** The operations called since the last `forget`. */
    seen,
    /** The operations answered with a fault since the last `forget`. */
    faulted,
    /** Calls not answered yet. */
    pending: () => pending,
    /** Slow answers held back now. */
    held: () => held.length,
    forget: () => {
      seen.clear();
      faulted.clear();
    },
    /** From now on the calls of `ops` get `fault`. */
    inject: (ops: ReadonlySet<string>, fault: Fault) => {
      injected = { ops, fault };
      held = [];
      released = false;
    },
    /** Lets the held answers through; later calls pass at once. */
    release,
    /** No more faults; what is held back goes through. */
    stop: () => {
      injected = undefined;
      release();
    },
  };
}
