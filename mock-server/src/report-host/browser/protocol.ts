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
 */
import {
  type BasicFilter,
  conditionsOf,
  defaultFilters,
  paneFilter,
  replaceByTarget,
  updateFilters,
  validateFilters,
} from './filters.ts';
import type { FilterCondition, ReportDefinition, ReportPageData, ReportPageInfo } from './model.ts';

export interface HostRequest {
  method: string;
  url: string;
  headers?: Record<string, unknown> | undefined;
  body?: unknown;
}

/** powerbi-models' IError, the body of the `error` event and of failed replies. */
export interface HostError {
  message: string;
  detailedMessage?: string;
  errorCode?: string;
  /** powerbi-models' TraceType: 6 Fatal. */
  level?: number;
}

/** Why a data call failed: the problem's `code` (TokenExpired, TokenInvalid, ...) and detail. */
export class ReportFetchError extends Error {
  readonly code: string;
  constructor(code: string, detail: string) {
    super(detail);
    this.code = code;
  }
}

/** What the host needs from its surroundings. */
export interface HostServices {
  fetchDefinition(token: string): Promise<ReportDefinition>;
  fetchPage(token: string, page: string, conditions: FilterCondition[]): Promise<ReportPageData>;
  /** Draws the view (synchronously; the reply or event that follows comes after it). */
  draw(view: HostView): void;
  /** Sends an event request to the parent window. */
  post(request: HostRequest): void;
}

export type Reply = (statusCode: number, body: unknown) => void;

export interface HostSettings {
  filterPane: boolean;
  pageNavigation: boolean;
  /** powerbi-models' DisplayOption: 0 FitToPage, 1 FitToWidth, 2 ActualSize. */
  displayOption: 0 | 1 | 2;
  locale: string;
}

/** Everything a draw needs. */
export interface HostView {
  phase: 'waiting' | 'loading' | 'loaded' | 'failed';
  definition?: ReportDefinition;
  page?: ReportPageInfo;
  data?: ReportPageData;
  /** True while the page's figures are being read. */
  busy: boolean;
  error?: HostError;
  reportFilters: BasicFilter[];
  pageFilters: BasicFilter[];
  settings: HostSettings;
}

/** powerbi-models' LayoutType: MobilePortrait 2 and MobileLandscape 3 show the report at actual size. */
const MOBILE_LAYOUTS = new Set([2, 3]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const failure = (message: string, detailedMessage: string, errorCode = message): HostError => ({
  message,
  detailedMessage,
  errorCode,
  level: 6,
});

/** The locale to write numbers and dates in: the given language if the runtime knows it. */
export function supportedLocale(language: unknown, fallback = 'en-US'): string {
  if (typeof language !== 'string' || language === '') return fallback;
  try {
    return Intl.NumberFormat.supportedLocalesOf([language])[0] ?? fallback;
  } catch {
    return fallback;
  }
}

/** Reads settings (powerbi-models ISettings) onto the current ones. */
export function applySettings(current: HostSettings, settings: unknown): HostSettings | string {
  if (!isObject(settings)) return 'settings must be an object';
  const next = { ...current };
  const panes = isObject(settings.panes) ? settings.panes : {};
  const filters = isObject(panes.filters) ? panes.filters : {};
  const navigation = isObject(panes.pageNavigation) ? panes.pageNavigation : {};
  if (typeof settings.filterPaneEnabled === 'boolean') next.filterPane = settings.filterPaneEnabled;
  if (typeof filters.visible === 'boolean') next.filterPane = filters.visible;
  if (typeof settings.navContentPaneEnabled === 'boolean')
    next.pageNavigation = settings.navContentPaneEnabled;
  if (typeof navigation.visible === 'boolean') next.pageNavigation = navigation.visible;
  if (typeof settings.layoutType === 'number' && MOBILE_LAYOUTS.has(settings.layoutType))
    next.displayOption = 2;
  const custom = isObject(settings.customLayout) ? settings.customLayout : {};
  if (custom.displayOption === 0 || custom.displayOption === 1 || custom.displayOption === 2)
    next.displayOption = custom.displayOption;
  const locale = isObject(settings.localeSettings) ? settings.localeSettings : {};
  if (locale.language !== undefined) next.locale = supportedLocale(locale.language, current.locale);
  return next;
}

/** A captured view: the active page and every report and page filter, exactly. */
interface ViewState {
  v: 1;
  page: string;
  filters: BasicFilter[];
  pageFilters: Record<string, BasicFilter[]>;
}

/** The opaque bookmark state: base64 of the view's JSON (UTF-8). */
export function encodeState(state: ViewState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The view of a state string, or what is wrong with it. */
export function decodeState(text: unknown, definition: ReportDefinition): ViewState | string {
  if (typeof text !== 'string' || text === '') return 'state must be a non-empty string';
  let parsed: unknown;
  try {
    const binary = atob(text);
    parsed = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
  } catch {
    return 'state is not a view this report captured';
  }
  if (!isObject(parsed) || parsed.v !== 1 || typeof parsed.page !== 'string' || !isObject(parsed.pageFilters))
    return 'state is not a view this report captured';
  const page = parsed.page;
  if (!definition.pages.some((p) => p.name === page))
    return `state names the page ${page}, which the report does not have`;
  const filters = validateFilters(parsed.filters, definition.fields);
  if (typeof filters === 'string') return `state: ${filters}`;
  const pageFilters: Record<string, BasicFilter[]> = {};
  for (const [name, list] of Object.entries(parsed.pageFilters)) {
    if (!definition.pages.some((p) => p.name === name))
      return `state names the page ${name}, which the report does not have`;
    const valid = validateFilters(list, definition.fields);
    if (typeof valid === 'string') return `state, page ${name}: ${valid}`;
    pageFilters[name] = valid;
  }
  return { v: 1, page, filters, pageFilters };
}

/** A route of the protocol: the method and the path's parts, `:x` matching any one part. */
interface Route {
  method: string;
  path: string[];
  handle(request: HostRequest, params: Record<string, string>, reply: Reply): Promise<void> | void;
}

/**
 * The report host: `handle` answers each request exactly once (a catch-all 404 for unknown routes,
 * so no promise of the SDK is left waiting). User actions of the page (page tabs, filter pane)
 * go through `choosePage` and `chooseFilterValues`.
 */
export function createReportHost(services: HostServices, initial: Partial<HostSettings> = {}) {
  let settings: HostSettings = {
    filterPane: true,
    pageNavigation: true,
    displayOption: 1,
    locale: 'en-US',
    ...initial,
  };
  let phase: HostView['phase'] = 'waiting';
  let uid = '';
  let token = '';
  let definition: ReportDefinition | undefined;
  let active = '';
  let reportFilters: BasicFilter[] = [];
  let pageFilters: Record<string, BasicFilter[]> = {};
  let data: ReportPageData | undefined;
  let busy = false;
  let error: HostError | undefined;
  let loading: Promise<void> = Promise.resolve();
  /** Bumped by every load and every draw request: late answers of older ones are dropped. */
  let generation = 0;
  let drawing = 0;
  let captured = 0;
  const cache = new Map<string, ReportPageData>();

  const pageInfo = (name: string) => definition?.pages.find((p) => p.name === name);
  const filtersOf = (name: string) => pageFilters[name] ?? [];

  function view(): HostView {
    const page = pageInfo(active);
    return {
      phase,
      ...(definition ? { definition } : {}),
      ...(page ? { page } : {}),
      ...(data ? { data } : {}),
      busy,
      ...(error ? { error } : {}),
      reportFilters,
      pageFilters: filtersOf(active),
      settings,
    };
  }

  const draw = () => services.draw(view());

  function event(name: string, body: unknown) {
    services.post({
      method: 'POST',
      url: `/reports/${uid}/events/${name}`,
      headers: { id: `host-${Math.random().toString(36).slice(2)}` },
      body,
    });
  }

  const pageModel = (name: string) => {
    const page = pageInfo(name);
    return page
      ? {
          name: page.name,
          displayName: page.displayName,
          isActive: page.name === active,
          visibility: page.visibility,
        }
      : undefined;
  };

  /** Reads the active page's figures for the current filters and draws them; false when that failed. */
  async function refresh(): Promise<boolean> {
    const mine = ++drawing;
    const conditions = [...conditionsOf(reportFilters), ...conditionsOf(filtersOf(active))];
    const key = `${active}|${JSON.stringify(conditions)}`;
    const cached = cache.get(key);
    if (cached) {
      data = cached;
      busy = false;
      draw();
      return true;
    }
    busy = true;
    draw();
    try {
      const fresh = await services.fetchPage(token, active, conditions);
      cache.set(key, fresh);
      if (mine !== drawing) return true;
      data = fresh;
      busy = false;
      error = undefined;
      draw();
      return true;
    } catch (cause) {
      if (mine !== drawing) return true;
      busy = false;
      error = asError(cause);
      draw();
      event('error', error);
      return false;
    }
  }

  function asError(cause: unknown): HostError {
    if (cause instanceof ReportFetchError) {
      return cause.code === 'TokenExpired'
        ? failure('TokenExpired', cause.message, 'TokenExpired')
        : failure('LoadReportFailed', cause.message, cause.code);
    }
    return failure(
      'LoadReportFailed',
      cause instanceof Error ? cause.message : 'The report could not be read.',
    );
  }

  async function load(request: HostRequest, reply: Reply) {
    const config = request.body;
    if (!isObject(config) || typeof config.accessToken !== 'string' || config.accessToken === '') {
      reply(400, failure('InvalidConfiguration', 'The embed configuration needs an accessToken.'));
      return;
    }
    const mine = ++generation;
    uid = typeof request.headers?.uid === 'string' ? request.headers.uid : '';
    token = config.accessToken;
    phase = 'loading';
    definition = undefined;
    data = undefined;
    error = undefined;
    reportFilters = [];
    pageFilters = {};
    cache.clear();
    const configured = config.settings === undefined ? settings : applySettings(settings, config.settings);
    if (typeof configured !== 'string') settings = configured;
    let done!: () => void;
    loading = new Promise<void>((resolve) => {
      done = resolve;
    });
    // Accepted at once; what follows is told by events (loaded, rendered, or error).
    reply(202, null);
    draw();
    let ok = false;
    try {
      ok = await openReport(mine, config, configured);
    } finally {
      done();
    }
    if (ok && (await refresh())) event('rendered', null);
  }

  /**
   * The load after its reply: the definition, then the configuration's page, filters, bookmark;
   * sends `loaded`, or `error` (answering false). A newer load makes it stop quietly.
   */
  async function openReport(
    mine: number,
    config: Record<string, unknown>,
    configured: HostSettings | string,
  ): Promise<boolean> {
    try {
      const report = await services.fetchDefinition(token);
      if (mine !== generation) return false;
      const fail = (detail: string): never => {
        throw new ReportFetchError('InvalidConfiguration', detail);
      };
      if (typeof configured === 'string') fail(configured);
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
          const request = isObject(scope)
            ? { filtersOperation: scope.operation, filters: scope.filters }
            : scope;
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
      definition = report;
      active = page;
      reportFilters = filters;
      pageFilters = perPage;
      phase = 'loaded';
      event('loaded', null);
      return true;
    } catch (cause) {
      if (mine !== generation) return false;
      phase = 'failed';
      error = asError(cause);
      draw();
      event('error', error);
      return false;
    }
  }

  /**
   * Switches the page and draws it. Answers what to announce once the request is answered
   * (pageChanged when the page changed, then rendered), or undefined when there is no such page.
   */
  async function switchPage(name: string): Promise<(() => void) | undefined> {
    if (!pageInfo(name)) return undefined;
    const before = active;
    active = name;
    const drawn = await refresh();
    return () => {
      if (before !== name) event('pageChanged', { newPage: pageModel(name), oldPage: pageModel(before) });
      if (drawn) event('rendered', null);
    };
  }

  const notLoaded = () =>
    error ??
    failure('ReportNotLoaded', 'No report is loaded: post /report/load with an embed configuration first.');

  /** Routes that need the loaded report wait for a load in progress, and refuse without one. */
  const loaded =
    (work: (request: HostRequest, params: Record<string, string>, reply: Reply) => Promise<void> | void) =>
    async (request: HostRequest, params: Record<string, string>, reply: Reply) => {
      await loading;
      if (phase !== 'loaded' || !definition) {
        reply(400, notLoaded());
        return;
      }
      await work(request, params, reply);
    };

  const fields = () => definition?.fields ?? [];
  const badRequest = (reply: Reply, message: string, detail: string) => reply(400, failure(message, detail));

  /** Sets filters (report level, or a page's), draws, then replies. */
  async function setFilters(reply: Reply, next: BasicFilter[] | string, page?: string) {
    if (typeof next === 'string') {
      badRequest(reply, 'InvalidFilter', next);
      return;
    }
    if (page === undefined) reportFilters = next;
    else pageFilters = { ...pageFilters, [page]: next };
    const drawn = page === undefined || page === active ? await refresh() : false;
    reply(202, null);
    if (drawn) event('rendered', null);
  }

  const pageParam = (params: Record<string, string>, reply: Reply): string | undefined => {
    const name = params.name ?? '';
    if (pageInfo(name)) return name;
    reply(404, failure('PageNotFound', `The report has no page ${name}.`));
    return undefined;
  };

  const routes: Route[] = [
    { method: 'POST', path: ['report', 'load'], handle: (request, _params, reply) => load(request, reply) },
    {
      method: 'POST',
      path: ['report', 'prepare'],
      handle: (request, _params, reply) => load(request, reply),
    },
    { method: 'POST', path: ['report', 'render'], handle: loaded((_r, _p, reply) => reply(202, null)) },
    {
      method: 'GET',
      path: ['report', 'pages'],
      handle: loaded((_request, _params, reply) =>
        reply(
          200,
          (definition?.pages ?? []).map((p) => pageModel(p.name)),
        ),
      ),
    },
    {
      method: 'PUT',
      path: ['report', 'pages', 'active'],
      handle: loaded(async (request, _params, reply) => {
        const name = isObject(request.body) ? request.body.name : undefined;
        const announce = typeof name === 'string' ? await switchPage(name) : undefined;
        if (!announce) {
          reply(400, failure('PageNotFound', `The report has no page ${String(name)}.`));
          return;
        }
        reply(202, null);
        announce();
      }),
    },
    {
      method: 'GET',
      path: ['report', 'pages', ':name', 'filters'],
      handle: loaded((_request, params, reply) => {
        const page = pageParam(params, reply);
        if (page !== undefined) reply(200, filtersOf(page));
      }),
    },
    {
      method: 'PUT',
      path: ['report', 'pages', ':name', 'filters'],
      handle: loaded(async (request, params, reply) => {
        const page = pageParam(params, reply);
        if (page !== undefined) await setFilters(reply, validateFilters(request.body, fields()), page);
      }),
    },
    {
      method: 'POST',
      path: ['report', 'pages', ':name', 'filters'],
      handle: loaded(async (request, params, reply) => {
        const page = pageParam(params, reply);
        if (page !== undefined)
          await setFilters(reply, updateFilters(filtersOf(page), request.body, fields()), page);
      }),
    },
    {
      method: 'GET',
      path: ['report', 'pages', ':name', 'visuals'],
      handle: loaded(async (_request, params, reply) => {
        const page = pageParam(params, reply);
        if (page === undefined) return;
        const figures =
          page === active && data ? data : await services.fetchPage(token, page, []).catch(() => undefined);
        reply(
          200,
          (figures?.visuals ?? []).map((v) => ({ name: v.name, title: v.title, type: v.type })),
        );
      }),
    },
    {
      method: 'GET',
      path: ['report', 'filters'],
      handle: loaded((_request, _params, reply) => reply(200, reportFilters)),
    },
    {
      method: 'PUT',
      path: ['report', 'filters'],
      handle: loaded((request, _params, reply) => setFilters(reply, validateFilters(request.body, fields()))),
    },
    {
      method: 'POST',
      path: ['report', 'filters'],
      handle: loaded((request, _params, reply) =>
        setFilters(reply, updateFilters(reportFilters, request.body, fields())),
      ),
    },
    {
      method: 'PATCH',
      path: ['report', 'settings'],
      handle: async (request, _params, reply) => {
        await loading;
        const next = applySettings(settings, request.body);
        if (typeof next === 'string') {
          badRequest(reply, 'InvalidSettings', next);
          return;
        }
        settings = next;
        draw();
        reply(202, null);
      },
    },
    { method: 'GET', path: ['report', 'bookmarks'], handle: loaded((_r, _p, reply) => reply(200, [])) },
    {
      method: 'POST',
      path: ['report', 'bookmarks', 'capture'],
      handle: loaded((_request, _params, reply) => {
        captured += 1;
        reply(200, {
          name: `Bookmark${captured}`,
          displayName: `Captured view ${captured}`,
          state: encodeState({ v: 1, page: active, filters: reportFilters, pageFilters }),
        });
      }),
    },
    {
      method: 'POST',
      path: ['report', 'bookmarks', 'applyState'],
      handle: loaded(async (request, _params, reply) => {
        const state = decodeState(
          isObject(request.body) ? request.body.state : undefined,
          definition as ReportDefinition,
        );
        if (typeof state === 'string') {
          badRequest(reply, 'InvalidBookmarkState', state);
          return;
        }
        reportFilters = state.filters;
        pageFilters = state.pageFilters;
        const announce = await switchPage(state.page);
        reply(202, null);
        announce?.();
      }),
    },
    {
      method: 'POST',
      path: ['report', 'token'],
      handle: (request, _params, reply) => {
        if (typeof request.body !== 'string' || request.body === '') {
          badRequest(reply, 'InvalidToken', 'The body must be the new access token.');
          return;
        }
        token = request.body;
        cache.clear();
        reply(202, null);
      },
    },
    {
      method: 'POST',
      path: ['report', 'refresh'],
      handle: loaded(async (_request, _params, reply) => {
        cache.clear();
        await refresh();
        reply(202, null);
      }),
    },
  ];

  function match(request: HostRequest): { route: Route; params: Record<string, string> } | undefined {
    const path = request.url.split('?')[0]?.split('/').filter(Boolean) ?? [];
    for (const route of routes) {
      if (route.method !== request.method || route.path.length !== path.length) continue;
      const params: Record<string, string> = {};
      const fits = route.path.every((part, index) => {
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

  return {
    /** Answers one request of the SDK; `reply` is called exactly once. */
    async handle(request: HostRequest, reply: Reply): Promise<void> {
      let replied = false;
      const once: Reply = (status, body) => {
        if (replied) return;
        replied = true;
        reply(status, body);
      };
      const found = match(request);
      if (!found) {
        once(404, failure('NotFound', `The report host has no route ${request.method} ${request.url}.`));
        return;
      }
      try {
        await found.route.handle(request, found.params, once);
      } catch (cause) {
        once(500, failure('InternalError', cause instanceof Error ? cause.message : String(cause)));
      }
      once(500, failure('InternalError', `${request.method} ${request.url} was not answered.`));
    },

    /** A page tab of the page's own navigation: the same as the SDK's setPage. */
    async choosePage(name: string): Promise<void> {
      if (phase === 'loaded') (await switchPage(name))?.();
    },

    /** The filter pane: the ticked values of one column become its report-level filter. */
    async chooseFilterValues(table: string, column: string, values: readonly string[]): Promise<void> {
      const field = fields().find((f) => f.table === table && f.column === column);
      if (phase !== 'loaded' || !field) return;
      reportFilters = replaceByTarget(reportFilters, [paneFilter(field, values)]);
      if (await refresh()) event('rendered', null);
    },

    view,
  };
}

export type ReportHost = ReturnType<typeof createReportHost>;
