/**
 * The report host's state between requests, as one explicit object the route handlers
 * (protocol-routes.ts) share, and what they do with it: draw the view, send events to the parent
 * window, read the active page's figures.
 */
import { type BasicFilter, conditionsOf } from './filters.ts';
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

/** An error of the protocol (powerbi-models TraceType 6, Fatal). */
export const failure = (message: string, detailedMessage: string, errorCode = message): HostError => ({
  message,
  detailedMessage,
  errorCode,
  level: 6,
});

/** What the host holds between requests; the handlers read and change it. */
export interface HostState {
  readonly services: HostServices;
  settings: HostSettings;
  phase: HostView['phase'];
  /** The parent's id of this embed, from the load request's headers: the events' path. */
  uid: string;
  token: string;
  definition: ReportDefinition | undefined;
  /** The active page's name. */
  active: string;
  reportFilters: BasicFilter[];
  pageFilters: Record<string, BasicFilter[]>;
  data: ReportPageData | undefined;
  busy: boolean;
  error: HostError | undefined;
  /** Settles when the load in progress has its definition (or failed). */
  loading: Promise<void>;
  /** Bumped by every load and every draw request: late answers of older ones are dropped. */
  generation: number;
  drawing: number;
  captured: number;
  /** The figures read so far, by page and conditions. */
  readonly cache: Map<string, ReportPageData>;
}

/** The state before any load: waiting, with the given settings over the defaults. */
export function createHostState(services: HostServices, initial: Partial<HostSettings> = {}): HostState {
  return {
    services,
    settings: { filterPane: true, pageNavigation: true, displayOption: 1, locale: 'en-US', ...initial },
    phase: 'waiting',
    uid: '',
    token: '',
    definition: undefined,
    active: '',
    reportFilters: [],
    pageFilters: {},
    data: undefined,
    busy: false,
    error: undefined,
    loading: Promise.resolve(),
    generation: 0,
    drawing: 0,
    captured: 0,
    cache: new Map(),
  };
}

export const pageInfo = (state: HostState, name: string) =>
  state.definition?.pages.find((p) => p.name === name);
export const filtersOf = (state: HostState, name: string) => state.pageFilters[name] ?? [];
/** The loaded report's filterable columns (none before a load). */
export const fieldsOf = (state: HostState) => state.definition?.fields ?? [];

/** Everything a draw needs, from the state. */
export function viewOf(state: HostState): HostView {
  const page = pageInfo(state, state.active);
  return {
    phase: state.phase,
    ...(state.definition ? { definition: state.definition } : {}),
    ...(page ? { page } : {}),
    ...(state.data ? { data: state.data } : {}),
    busy: state.busy,
    ...(state.error ? { error: state.error } : {}),
    reportFilters: state.reportFilters,
    pageFilters: filtersOf(state, state.active),
    settings: state.settings,
  };
}

export const draw = (state: HostState) => state.services.draw(viewOf(state));

/** Sends the event `name` to the parent window. */
export function sendEvent(state: HostState, name: string, body: unknown) {
  state.services.post({
    method: 'POST',
    url: `/reports/${state.uid}/events/${name}`,
    headers: { id: `host-${Math.random().toString(36).slice(2)}` },
    body,
  });
}

/** A page as the SDK's getPages has it (powerbi-models IPage), or undefined when there is none. */
export function pageModel(state: HostState, name: string) {
  const page = pageInfo(state, name);
  return page
    ? {
        name: page.name,
        displayName: page.displayName,
        isActive: page.name === state.active,
        visibility: page.visibility,
      }
    : undefined;
}

/** Reads the active page's figures for the current filters and draws them; false when that failed. */
export async function refresh(state: HostState): Promise<boolean> {
  const mine = ++state.drawing;
  const conditions = [...conditionsOf(state.reportFilters), ...conditionsOf(filtersOf(state, state.active))];
  const key = `${state.active}|${JSON.stringify(conditions)}`;
  const cached = state.cache.get(key);
  if (cached) {
    state.data = cached;
    state.busy = false;
    draw(state);
    return true;
  }
  state.busy = true;
  draw(state);
  try {
    const fresh = await state.services.fetchPage(state.token, state.active, conditions);
    state.cache.set(key, fresh);
    if (mine !== state.drawing) return true;
    state.data = fresh;
    state.busy = false;
    state.error = undefined;
    draw(state);
    return true;
  } catch (cause) {
    if (mine !== state.drawing) return true;
    state.busy = false;
    state.error = asError(cause);
    draw(state);
    sendEvent(state, 'error', state.error);
    return false;
  }
}

/** A failed data call as the `error` event tells it. */
export function asError(cause: unknown): HostError {
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

/**
 * Switches the page and draws it. Answers what to announce once the request is answered
 * (pageChanged when the page changed, then rendered), or undefined when there is no such page.
 */
export async function switchPage(state: HostState, name: string): Promise<(() => void) | undefined> {
  if (!pageInfo(state, name)) return undefined;
  const before = state.active;
  state.active = name;
  const drawn = await refresh(state);
  return () => {
    if (before !== name)
      sendEvent(state, 'pageChanged', { newPage: pageModel(state, name), oldPage: pageModel(state, before) });
    if (drawn) sendEvent(state, 'rendered', null);
  };
}
