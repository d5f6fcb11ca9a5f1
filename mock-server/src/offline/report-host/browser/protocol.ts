/**
 * The host side of powerbi-client's postMessage protocol, without the DOM: requests in, replies
 * and events out, the report's state in between. host.ts wires it to the window; the tests drive
 * it directly.
 *
 * Shapes (http-post-message, window-post-message-proxy and powerbi-router as powerbi-client
 * 2.24.1 uses them): a request is `{method, url, headers: {id, uid, ...}, body}`; the reply is
 * `{statusCode, headers: {id}, body}` with the request's `headers.id`, and a status outside 2xx
 * rejects the SDK's promise with it. Events go the other way as requests `POST
 * /reports/{uid}/events/{name}`, `uid` from the load request's headers.
 *
 * The pieces: protocol-state.ts (the host's state and what it does with it), protocol-routes.ts
 * (the route table, one named handler per route), protocol-codecs.ts (settings and bookmark states).
 */
import { paneFilter, replaceByTarget } from './filters.ts';
import { matchRoute } from './protocol-routes.ts';
import {
  createHostState,
  failure,
  fieldsOf,
  type HostRequest,
  type HostServices,
  type HostSettings,
  type Reply,
  refresh,
  sendEvent,
  switchPage,
  viewOf,
} from './protocol-state.ts';

export { applySettings, decodeState, encodeState, supportedLocale } from './protocol-codecs.ts';
export type {
  HostError,
  HostRequest,
  HostServices,
  HostSettings,
  HostView,
  Reply,
} from './protocol-state.ts';
export { ReportFetchError } from './protocol-state.ts';

/**
 * The report host: `handle` answers each request exactly once (a catch-all 404 for unknown routes,
 * so no promise of the SDK is left waiting). User actions of the page (page tabs, filter pane)
 * go through `choosePage` and `chooseFilterValues`.
 */
export function createReportHost(services: HostServices, initial: Partial<HostSettings> = {}) {
  const state = createHostState(services, initial);
  return {
    /** Answers one request of the SDK; `reply` is called exactly once. */
    async handle(request: HostRequest, reply: Reply): Promise<void> {
      let replied = false;
      const once: Reply = (status, body) => {
        if (replied) return;
        replied = true;
        reply(status, body);
      };
      const found = matchRoute(request);
      if (!found) {
        once(404, failure('NotFound', `The report host has no route ${request.method} ${request.url}.`));
        return;
      }
      try {
        await found.route.handle(state, { request, params: found.params, reply: once });
      } catch (cause) {
        once(500, failure('InternalError', cause instanceof Error ? cause.message : String(cause)));
      }
      once(500, failure('InternalError', `${request.method} ${request.url} was not answered.`));
    },

    /** A page tab of the page's own navigation: the same as the SDK's setPage. */
    async choosePage(name: string): Promise<void> {
      if (state.phase === 'loaded') (await switchPage(state, name))?.();
    },

    /** The filter pane: the ticked values of one column become its report-level filter. */
    async chooseFilterValues(table: string, column: string, values: readonly string[]): Promise<void> {
      const field = fieldsOf(state).find((f) => f.table === table && f.column === column);
      if (state.phase !== 'loaded' || !field) return;
      state.reportFilters = replaceByTarget(state.reportFilters, [paneFilter(field, values)]);
      if (await refresh(state)) sendEvent(state, 'rendered', null);
    },

    /** What the page shows now. */
    view: () => viewOf(state),
  };
}

export type ReportHost = ReturnType<typeof createReportHost>;
