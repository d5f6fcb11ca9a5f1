/** A page of an embedded report as the report lists it (visibility 0 visible, 1 hidden). */
export interface ReportPageInfo {
  readonly name: string;
  readonly displayName: string;
  readonly visibility?: number;
}

export interface ReportPageOptions {
  /** Only visible pages (hidden pages are excluded). Default true. */
  readonly visibleOnly?: boolean;
  /** Keep pages whose name or display name contains any of these (case-insensitive); none keeps all. */
  readonly nameFilters?: readonly string[];
  /** Page names (or display names) to leave out, case-insensitive. */
  readonly exclude?: readonly string[];
}

/** Spec section 5, report pages: hidden pages out, the name filters, then the exclude list. */
export function selectReportPages<P extends ReportPageInfo>(
  pages: readonly P[],
  options: ReportPageOptions = {},
): P[] {
  const filters = (options.nameFilters ?? []).map((f) => f.toLowerCase()).filter(Boolean);
  const excluded = new Set((options.exclude ?? []).map((e) => e.toLowerCase()));
  return pages.filter((page) => {
    if ((options.visibleOnly ?? true) && page.visibility === 1) return false;
    const names = [page.name.toLowerCase(), page.displayName.toLowerCase()];
    if (filters.length > 0 && !filters.some((f) => names.some((n) => n.includes(f)))) return false;
    return !names.some((n) => excluded.has(n));
  });
}

/**
 * The page to open (decision 2): the one whose name (or display name) is the configured page name;
 * with none configured, the first page; 'configuration-error' when one is configured and none
 * matches, or when there is no page at all.
 */
export function activeReportPage<P extends ReportPageInfo>(
  pages: readonly P[],
  configured: string | undefined,
): P | 'configuration-error' {
  if (pages.length === 0) return 'configuration-error';
  const wanted = configured?.trim().toLowerCase();
  if (!wanted) return pages[0] as P;
  return (
    pages.find((page) => page.name.toLowerCase() === wanted || page.displayName.toLowerCase() === wanted) ??
    'configuration-error'
  );
}

/** Mobile layouts (max-width 1023px) show reports at actual size, others fit to width (spec section 5). */
export const REPORT_MOBILE_QUERY = '(max-width: 1023px)';
/** The report fills the viewport minus this many pixels unless a page gives another offset. */
export const REPORT_HEIGHT_OFFSET_PX = 105;

/** The report's locale: the browser's language, en-US when it has none. */
export function reportLocale(language: string | undefined): string {
  return language && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/i.test(language) ? language : 'en-US';
}
