/**
 * The protocol's route table: each request the SDK sends (method and path) mapped to its named
 * handler. A handler gets the host's state and the call (request, path parameters, reply) and
 * answers exactly once; the routes that need the loaded report are wrapped in `loaded`.
 */
import {
  type BasicFilter,
  defaultFilters,
  replaceByTarget,
  updateFilters,
  validateFilters,
} from './filters.ts';
import type { ReportDefinition } from './model.ts';
import { applySettings, decodeState, encodeState, isObject } from './protocol-codecs.ts';
import {
  asError,
  draw,
  failure,
  fieldsOf,
  filtersOf,
  type HostRequest,
  type HostSettings,
  type HostState,
  pageInfo,
  pageModel,
  type Reply,
  ReportFetchError,
  refresh,
  sendEvent,
  switchPage,
} from './protocol-state.ts';

/** One request as a handler sees it. */
export interface RouteCall {
  request: HostRequest;
  /** The path's `:x` parts, decoded. */
  params: Record<string, string>;
  reply: Reply;
}

export type RouteHandler = (state: HostState, call: RouteCall) => Promise<void> | void;

/** A route of the protocol: the method and the path, `:x` matching any one part. */
export interface Route {
  method: string;
  path: string;
  handle: RouteHandler;
}

const badRequest = (reply: Reply, message: string, detail: string) => reply(400, failure(message, detail));

const notLoaded = (state: HostState) =>
  state.error ??
  failure('ReportNotLoaded', 'No report is loaded: post /report/load with an embed configuration first.');

/** Routes that need the loaded report wait for a load in progress, and refuse without one. */
const loaded =
  (work: RouteHandler): RouteHandler =>
  async (state, call) => {
    await state.loading;
    if (state.phase !== 'loaded' || !state.definition) {
      call.reply(400, notLoaded(state));
      return;
    }
    await work(state, call);
  };

/** The `:name` page of the path, or undefined once the 404 is sent. */
function pageParam(state: HostState, { params, reply }: RouteCall): string | undefined {
  const name = params.name ?? '';
  if (pageInfo(state, name)) return name;
  reply(404, failure('PageNotFound', `The report has no page ${name}.`));
  return undefined;
}

/** Sets filters (report level, or a page's), draws, then replies. */
async function setFilters(state: HostState, reply: Reply, next: BasicFilter[] | string, page?: string) {
  if (typeof next === 'string') {
    badRequest(reply, 'InvalidFilter', next);
    return;
  }
  if (page === undefined) state.reportFilters = next;
  else state.pageFilters = { ...state.pageFilters, [page]: next };
  const drawn = page === undefined || page === state.active ? await refresh(state) : false;
  reply(202, null);
  if (drawn) sendEvent(state, 'rendered', null);
}

/** POST /report/load (and /report/prepare): accepts the configuration, then loads and renders. */
async function load(state: HostState, { request, reply }: RouteCall) {
  const config = request.body;
  if (!isObject(config) || typeof config.accessToken !== 'string' || config.accessToken === '') {
    reply(400, failure('InvalidConfiguration', 'The embed configuration needs an accessToken.'));
    return;
  }
  const mine = ++state.generation;
  state.uid = typeof request.headers?.uid === 'string' ? request.headers.uid : '';
  state.token = config.accessToken;
  state.phase = 'loading';
  state.definition = undefined;
  state.data = undefined;
  state.error = undefined;
  state.reportFilters = [];
  state.pageFilters = {};
  state.cache.clear();
  const configured =
    config.settings === undefined ? state.settings : applySettings(state.settings, config.settings);
  if (typeof configured !== 'string') state.settings = configured;
  let done!: () => void;
  state.loading = new Promise<void>((resolve) => {
    done = resolve;
  });
  // Accepted at once; what follows is told by events (loaded, rendered, or error).
  reply(202, null);
  draw(state);
  let ok = false;
  try {
    ok = await openReport(state, mine, config, configured);
  } finally {
    done();
  }
  if (ok && (await refresh(state))) sendEvent(state, 'rendered', null);
}

/**
 * The load after its reply: the definition, then the configuration's page, filters, bookmark;
 * sends `loaded`, or `error` (answering false). A newer load makes it stop quietly.
 */
async function openReport(
  state: HostState,
  mine: number,
  config: Record<string, unknown>,
  configured: HostSettings | string,
): Promise<boolean> {
  try {
    const report = await state.services.fetchDefinition(state.token);
    if (mine !== state.generation) return false;
    if (typeof configured === 'string') throw new ReportFetchError('InvalidConfiguration', configured);
    const { page, filters, perPage } = configuredView(report, config);
    state.definition = report;
    state.active = page;
    state.reportFilters = filters;
    state.pageFilters = perPage;
    state.phase = 'loaded';
    sendEvent(state, 'loaded', null);
    return true;
  } catch (cause) {
    if (mine !== state.generation) return false;
    state.phase = 'failed';
    state.error = asError(cause);
    draw(state);
    sendEvent(state, 'error', state.error);
    return false;
  }
}

/** The configuration's page, filters (a list, or OnLoadFilters) and bookmark; throws what is wrong. */
function configuredView(report: ReportDefinition, config: Record<string, unknown>) {
  const fail = (detail: string): never => {
    throw new ReportFetchError('InvalidConfiguration', detail);
  };
  const visible = report.pages.filter((p) => p.visibility === 0);
  const first = (visible[0] ?? report.pages[0])?.name ?? '';
  let page =
    typeof config.pageName === 'string' && report.pages.some((p) => p.name === config.pageName)
      ? config.pageName
      : first;
  let filters = defaultFilters(report.fields);
  let perPage: Record<string, BasicFilter[]> = {};
  const onLoad = config.filters;
  if (Array.isArray(onLoad)) {
    const given = validateFilters(onLoad, report.fields);
    filters = replaceByTarget(filters, typeof given === 'string' ? fail(given) : given);
  } else if (isObject(onLoad)) {
    // OnLoadFilters: {allPages?: {operation, filters}, currentPage?: {operation, filters}}.
    const update = (scope: unknown, current: BasicFilter[]) => {
      const request = isObject(scope) ? { filtersOperation: scope.operation, filters: scope.filters } : scope;
      const next = updateFilters(current, request, report.fields);
      return typeof next === 'string' ? fail(next) : next;
    };
    if (onLoad.allPages !== undefined) filters = update(onLoad.allPages, filters);
    if (onLoad.currentPage !== undefined) perPage = { [page]: update(onLoad.currentPage, []) };
  } else if (onLoad !== undefined) {
    fail('filters must be a list or {allPages, currentPage}');
  }
  if (isObject(config.bookmark) && config.bookmark.state !== undefined) {
    const state = decodeState(config.bookmark.state, report);
    if (typeof state === 'string') fail(state);
    else {
      page = state.page;
      filters = state.filters;
      perPage = state.pageFilters;
    }
  }
  return { page, filters, perPage };
}

/** POST /report/render: the loaded report is drawn already. */
const render: RouteHandler = (_state, { reply }) => reply(202, null);

/** GET /report/pages. */
const listPages: RouteHandler = (state, { reply }) =>
  reply(
    200,
    (state.definition?.pages ?? []).map((p) => pageModel(state, p.name)),
  );

/** PUT /report/pages/active `{name}`: switches the page, then announces it. */
async function setActivePage(state: HostState, { request, reply }: RouteCall) {
  const name = isObject(request.body) ? request.body.name : undefined;
  const announce = typeof name === 'string' ? await switchPage(state, name) : undefined;
  if (!announce) {
    reply(400, failure('PageNotFound', `The report has no page ${String(name)}.`));
    return;
  }
  reply(202, null);
  announce();
}

/** GET /report/pages/{name}/filters. */
function getPageFilters(state: HostState, call: RouteCall) {
  const page = pageParam(state, call);
  if (page !== undefined) call.reply(200, filtersOf(state, page));
}

/** PUT /report/pages/{name}/filters: replaces the page's filters. */
async function replacePageFilters(state: HostState, call: RouteCall) {
  const page = pageParam(state, call);
  if (page !== undefined)
    await setFilters(state, call.reply, validateFilters(call.request.body, fieldsOf(state)), page);
}

/** POST /report/pages/{name}/filters: adds, removes or replaces some of the page's filters. */
async function updatePageFilters(state: HostState, call: RouteCall) {
  const page = pageParam(state, call);
  if (page !== undefined)
    await setFilters(
      state,
      call.reply,
      updateFilters(filtersOf(state, page), call.request.body, fieldsOf(state)),
      page,
    );
}

/** GET /report/pages/{name}/visuals: the page's visuals, read when it is not the one drawn. */
async function listVisuals(state: HostState, call: RouteCall) {
  const page = pageParam(state, call);
  if (page === undefined) return;
  const figures =
    page === state.active && state.data
      ? state.data
      : await state.services.fetchPage(state.token, page, []).catch(() => undefined);
  call.reply(
    200,
    (figures?.visuals ?? []).map((v) => ({ name: v.name, title: v.title, type: v.type })),
  );
}

/** GET /report/filters. */
const getReportFilters: RouteHandler = (state, { reply }) => reply(200, state.reportFilters);

/** PUT /report/filters: replaces the report-level filters. */
const replaceReportFilters: RouteHandler = (state, { request, reply }) =>
  setFilters(state, reply, validateFilters(request.body, fieldsOf(state)));

/** POST /report/filters: adds, removes or replaces some of the report-level filters. */
const updateReportFilters: RouteHandler = (state, { request, reply }) =>
  setFilters(state, reply, updateFilters(state.reportFilters, request.body, fieldsOf(state)));

/** PATCH /report/settings: after a load in progress, with or without a report. */
async function patchSettings(state: HostState, { request, reply }: RouteCall) {
  await state.loading;
  const next = applySettings(state.settings, request.body);
  if (typeof next === 'string') {
    badRequest(reply, 'InvalidSettings', next);
    return;
  }
  state.settings = next;
  draw(state);
  reply(202, null);
}

/** GET /report/bookmarks: the report has none of its own. */
const listBookmarks: RouteHandler = (_state, { reply }) => reply(200, []);

/** POST /report/bookmarks/capture: the current view as a bookmark's state. */
function captureBookmark(state: HostState, { reply }: RouteCall) {
  state.captured += 1;
  reply(200, {
    name: `Bookmark${state.captured}`,
    displayName: `Captured view ${state.captured}`,
    state: encodeState({
      v: 1,
      page: state.active,
      filters: state.reportFilters,
      pageFilters: state.pageFilters,
    }),
  });
}

/** POST /report/bookmarks/applyState `{state}`: restores a captured view. */
async function applyBookmarkState(state: HostState, { request, reply }: RouteCall) {
  const view = decodeState(
    isObject(request.body) ? request.body.state : undefined,
    state.definition as ReportDefinition,
  );
  if (typeof view === 'string') {
    badRequest(reply, 'InvalidBookmarkState', view);
    return;
  }
  state.reportFilters = view.filters;
  state.pageFilters = view.pageFilters;
  const announce = await switchPage(state, view.page);
  reply(202, null);
  announce?.();
}

/** POST /report/token: the new access token as the body. */
function setToken(state: HostState, { request, reply }: RouteCall) {
  if (typeof request.body !== 'string' || request.body === '') {
    badRequest(reply, 'InvalidToken', 'The body must be the new access token.');
    return;
  }
  state.token = request.body;
  state.cache.clear();
  reply(202, null);
}

/** POST /report/refresh: reads the figures again. */
async function refreshReport(state: HostState, { reply }: RouteCall) {
  state.cache.clear();
  await refresh(state);
  reply(202, null);
}

/** Every route of the protocol, tried in order; anything else is answered 404. */
export const ROUTES: readonly Route[] = [
  { method: 'POST', path: 'report/load', handle: load },
  { method: 'POST', path: 'report/prepare', handle: load },
  { method: 'POST', path: 'report/render', handle: loaded(render) },
  { method: 'GET', path: 'report/pages', handle: loaded(listPages) },
  { method: 'PUT', path: 'report/pages/active', handle: loaded(setActivePage) },
  { method: 'GET', path: 'report/pages/:name/filters', handle: loaded(getPageFilters) },
  { method: 'PUT', path: 'report/pages/:name/filters', handle: loaded(replacePageFilters) },
  { method: 'POST', path: 'report/pages/:name/filters', handle: loaded(updatePageFilters) },
  { method: 'GET', path: 'report/pages/:name/visuals', handle: loaded(listVisuals) },
  { method: 'GET', path: 'report/filters', handle: loaded(getReportFilters) },
  { method: 'PUT', path: 'report/filters', handle: loaded(replaceReportFilters) },
  { method: 'POST', path: 'report/filters', handle: loaded(updateReportFilters) },
  { method: 'PATCH', path: 'report/settings', handle: patchSettings },
  { method: 'GET', path: 'report/bookmarks', handle: loaded(listBookmarks) },
  { method: 'POST', path: 'report/bookmarks/capture', handle: loaded(captureBookmark) },
  { method: 'POST', path: 'report/bookmarks/applyState', handle: loaded(applyBookmarkState) },
  { method: 'POST', path: 'report/token', handle: setToken },
  { method: 'POST', path: 'report/refresh', handle: loaded(refreshReport) },
];

/** The route of a request and its path parameters, or undefined when none fits. */
export function matchRoute(
  request: HostRequest,
  routes: readonly Route[] = ROUTES,
): { route: Route; params: Record<string, string> } | undefined {
  const path = request.url.split('?')[0]?.split('/').filter(Boolean) ?? [];
  for (const route of routes) {
    const parts = route.path.split('/');
    if (route.method !== request.method || parts.length !== path.length) continue;
    const params: Record<string, string> = {};
    const fits = parts.every((part, index) => {
      const actual = path[index] ?? '';
      if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(actual);
        } catch {
          params[part.slice(1)] = actual;
        }
        return true;
      }
      return part === actual;
    });
    if (fits) return { route, params };
  }
  return undefined;
}
