/**
 * Reading what the SDK sends the host: settings (powerbi-models ISettings) and the opaque state of
 * a captured bookmark. Pure functions, no state of the host.
 */
import { type BasicFilter, validateFilters } from './filters.ts';
import type { ReportDefinition } from './model.ts';
import type { HostSettings } from './protocol-state.ts';

/** powerbi-models' LayoutType: MobilePortrait 2 and MobileLandscape 3 show the report at actual size. */
const MOBILE_LAYOUTS = new Set([2, 3]);

/** A plain object (not null, not a list). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
