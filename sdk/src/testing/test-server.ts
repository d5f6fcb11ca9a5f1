import { HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * A mock backend for tests in Node (Vitest with jsdom included): the given contract handlers,
 * and an error for any call the test did not expect. Use this rather than your own copy of msw,
 * so handlers and server come from the same msw.
 */
export function createTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  return {
    server,
    listen: () => server.listen({ onUnhandledFrame: 'error' }),
    use: (...more: RequestHandler[]) => server.use(...more),
    reset: () => server.resetHandlers(),
    close: () => server.close(),
  };
}

/**
 * A static file of the web app the contract does not describe (a help video): asked for with
 * HEAD, it is there. `path` is an msw path pattern, such as the help videos' folder with `:file`.
 */
export function staticFileThere(path: string): RequestHandler {
  return http.head(path, () => new HttpResponse(null, { status: 200 }));
}
