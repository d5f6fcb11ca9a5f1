/**
 * The host page's script: wires the protocol (protocol.ts) to the window. The message listener is
 * installed as the module runs, before the iframe's load event makes powerbi-client post
 * /report/load. Only the parent window is answered; replies go back to the origin that asked.
 */
import type { FilterCondition, ReportDefinition, ReportPageData } from './model.ts';
import { createReportHost, type HostRequest, ReportFetchError } from './protocol.ts';
import { renderHost } from './views.ts';

// The few DOM members used here, typed locally (the backend's TypeScript project has no DOM library).
interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}
interface HostElement {
  id: string;
  innerHTML: string;
  dataset: Record<string, string | undefined>;
  value: string;
  checked: boolean;
  closest(selector: string): HostElement | null;
  querySelectorAll(selector: string): Iterable<HostElement>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: (event: { target: unknown }) => void): void;
  focus(): void;
}
interface HostWindow {
  parent: PostTarget;
  location: { pathname: string; origin: string; search: string };
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; source: unknown; origin: string }) => void,
  ): void;
  document: {
    title: string;
    documentElement: HostElement;
    activeElement: HostElement | null;
    getElementById(id: string): HostElement | null;
  };
}

const win = globalThis as unknown as HostWindow;
const reportId = decodeURIComponent(win.location.pathname.split('/').filter(Boolean).at(-1) ?? '');
const api = `/report-host/api/reports/${encodeURIComponent(reportId)}`;
/** The display currency the portal embeds the report in (its `currency` parameter), sent with each data call. */
const requestedCurrency = new URLSearchParams(win.location.search).get('currency') ?? '';
const currencyParam = /^[A-Z]{3}$/.test(requestedCurrency) ? `currency=${requestedCurrency}` : '';
let parentOrigin = win.location.origin;

/** A data call with the embed token; a refusal becomes a ReportFetchError with the problem's code. */
async function read<T>(url: string, token: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `EmbedToken ${token}` }, cache: 'no-store' });
  } catch {
    throw new ReportFetchError('NetworkError', 'The report host could not be reached.');
  }
  if (response.ok) return (await response.json()) as T;
  const problem = (await response.json().catch(() => ({}))) as {
    code?: string;
    detail?: string;
    title?: string;
  };
  throw new ReportFetchError(
    problem.code ?? `Http${response.status}`,
    problem.detail ?? problem.title ?? `The report host answered ${response.status}.`,
  );
}

const host = createReportHost({
  fetchDefinition: (token) => read<ReportDefinition>(currencyParam ? `${api}?${currencyParam}` : api, token),
  fetchPage: (token, page, conditions: FilterCondition[]) =>
    read<ReportPageData>(
      `${api}/pages/${encodeURIComponent(page)}?filters=${encodeURIComponent(JSON.stringify(conditions))}${currencyParam ? `&${currencyParam}` : ''}`,
      token,
    ),
  draw: (view) => {
    const root = win.document.getElementById('report');
    if (!root) return;
    // Redrawing replaces the markup: keep the focus on the control that had it (same id).
    const focused = win.document.activeElement?.id;
    root.innerHTML = renderHost(view);
    root.setAttribute('aria-busy', String(view.busy || view.phase === 'loading'));
    win.document.documentElement.setAttribute('lang', view.settings.locale);
    win.document.title =
      view.definition && view.page ? `${view.definition.name}: ${view.page.displayName}` : 'Report';
    if (focused) win.document.getElementById(focused)?.focus();
  },
  post: (request) => win.parent.postMessage(request, parentOrigin),
});

const isRequest = (data: unknown): data is HostRequest =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as HostRequest).method === 'string' &&
  typeof (data as HostRequest).url === 'string' &&
  !('statusCode' in data);

win.addEventListener('message', (event) => {
  // Requests of the embedding page only; the replies to this page's own events are ignored.
  if (event.source !== win.parent || !isRequest(event.data)) return;
  const request = event.data;
  const origin = event.origin && event.origin !== 'null' ? event.origin : win.location.origin;
  if (request.url.split('?')[0] === '/report/load') parentOrigin = origin;
  const id = request.headers?.id;
  void host.handle(request, (statusCode, body) => {
    (event.source as PostTarget).postMessage({ statusCode, headers: { id }, body }, origin);
  });
});

const root = win.document.getElementById('report');
root?.addEventListener('click', (event) => {
  const button = (event.target as HostElement | null)?.closest?.('button[data-page]');
  const page = button?.dataset.page;
  if (page) void host.choosePage(page);
});
root?.addEventListener('change', (event) => {
  const box = event.target as HostElement | null;
  const { table, column } = box?.dataset ?? {};
  if (!box || !table || !column) return;
  const values = [...(root?.querySelectorAll('input[type="checkbox"][data-column]') ?? [])]
    .filter((input) => input.dataset.table === table && input.dataset.column === column && input.checked)
    .map((input) => input.value);
  void host.chooseFilterValues(table, column, values);
});
