/**
 * The embedded report through the real powerbi-client: the app creates the iframe itself (so it
 * carries an accessible title and no embed-URL allow-list applies) and hands it to `Report`, which
 * then speaks the postMessage protocol with whatever host serves the entity URL — the reference
 * backend's local report host offline, the business-intelligence service in production.
 */
import { factories, models, type Page, Report, service } from 'powerbi-client';

/** What the embed-token calls answer. */
export interface EmbedTarget {
  token: string;
  entityId: string;
  entityUrl: string;
}

export interface ReportPageSummary {
  name: string;
  displayName: string;
  visibility: number;
  isActive: boolean;
}

export interface EmbeddedReportEvents {
  /** The report answered its load: pages can be read. */
  loaded(): void;
  /** The host could not show the report (an expired or wrong token, a failed load). */
  error(detail: { message: string; detailedMessage?: string }): void;
  pageChanged(page: ReportPageSummary): void;
}

export interface EmbeddedReport {
  pages(): Promise<ReportPageSummary[]>;
  setPage(name: string): Promise<void>;
  /** Whether the page (or the report) has filters: the 'Toggle Filter' button shows only then. */
  hasFilters(pageName: string): Promise<boolean>;
  /** Shows or hides the filter pane; answers whether it is now shown. */
  toggleFilterPane(): Promise<boolean>;
  /** The current view (page and filters) as an opaque state string. */
  capture(): Promise<string>;
  apply(state: string): Promise<void>;
  destroy(): void;
}

/** The entity URL with the display currency as its `currency` parameter (as it is without one). */
export function withCurrency(entityUrl: string, currency: string | undefined): string {
  if (!currency) return entityUrl;
  const url = new URL(entityUrl, window.location.origin);
  url.searchParams.set('currency', currency);
  return /^https?:/i.test(entityUrl) ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

let shared: service.Service | undefined;
/** One powerbi-client service for the app: it routes the messages of every embedded report. */
function powerbi(): service.Service {
  shared ??= new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);
  return shared;
}

const summary = (page: Page): ReportPageSummary => ({
  name: page.name,
  displayName: page.displayName,
  visibility: page.visibility ?? 0,
  isActive: Boolean(page.isActive),
});

/**
 * Embeds the report into `container`: an iframe titled `title` on `target.entityUrl`. The filter
 * pane and the page navigation start hidden (the portal draws its own page tabs); mobile layouts
 * show the report at actual size, others fit it to the width; the locale is the browser's.
 */
export function embedReport(options: {
  container: HTMLElement;
  target: EmbedTarget;
  /** The display currency the report's figures are shown in (the billing currency when absent). */
  currency?: string | undefined;
  title: string;
  locale: string;
  mobile: boolean;
  events: EmbeddedReportEvents;
}): EmbeddedReport {
  const { container, target, events } = options;
  const entityUrl = withCurrency(target.entityUrl, options.currency);
  const iframe = document.createElement('iframe');
  iframe.title = options.title;
  iframe.src = entityUrl;
  iframe.setAttribute('allowfullscreen', 'true');
  iframe.style.width = '100%';
  iframe.style.height = '100%';
  iframe.style.border = '0';
  const config: models.IReportEmbedConfiguration = {
    type: 'report',
    id: target.entityId,
    embedUrl: entityUrl,
    accessToken: target.token,
    tokenType: models.TokenType.Embed,
    settings: {
      panes: { filters: { visible: false }, pageNavigation: { visible: false } },
      layoutType: models.LayoutType.Custom,
      customLayout: {
        displayOption: options.mobile ? models.DisplayOption.ActualSize : models.DisplayOption.FitToWidth,
      },
      localeSettings: { language: options.locale },
    },
  };
  const pbi = powerbi();
  // Attached before the iframe is in the document, so its load event starts the protocol.
  const report = new Report(pbi, container, config, false, false, iframe);
  pbi.addOrOverwriteEmbed(report, container);
  container.replaceChildren(iframe);
  let filtersShown = false;

  report.on('loaded', () => events.loaded());
  report.on('error', (event) => {
    const detail = (event as CustomEvent<{ message?: string; detailedMessage?: string }>).detail ?? {};
    events.error({
      message: detail.message ?? 'The report could not be loaded.',
      ...(detail.detailedMessage ? { detailedMessage: detail.detailedMessage } : {}),
    });
  });
  report.on('pageChanged', (event) => {
    const page = (event as CustomEvent<{ newPage?: Page }>).detail?.newPage;
    if (page) events.pageChanged(summary(page));
  });

  return {
    pages: async () => (await report.getPages()).map(summary),
    setPage: async (name) => {
      await report.setPage(name);
    },
    hasFilters: async (pageName) => {
      const page = (await report.getPages()).find((p) => p.name === pageName);
      const [reportFilters, pageFilters] = await Promise.all([
        report.getFilters(),
        page ? page.getFilters() : Promise.resolve([]),
      ]);
      return reportFilters.length > 0 || pageFilters.length > 0;
    },
    toggleFilterPane: async () => {
      filtersShown = !filtersShown;
      await report.updateSettings({ panes: { filters: { visible: filtersShown } } });
      return filtersShown;
    },
    capture: async () => {
      const bookmark = await report.bookmarksManager.capture();
      if (!bookmark?.state) throw new Error('The report returned no view.');
      return bookmark.state;
    },
    apply: async (state) => {
      await report.bookmarksManager.applyState(state);
    },
    destroy: () => {
      pbi.reset(container);
    },
  };
}
