/**
 * @portal/hooks/reports: Embedded reports: pages, saved views, the allowed embed hosts, dashboard
 * layouts and the toolbar drag. Framework-free; the React bindings are @portal/hooks/react.
 *
 * @packageDocumentation
 */

export { DashboardLayout, type DashboardLayoutState } from './core/dashboard-layout.ts';
export { embedHostOrigin, isAllowedEmbedUrl, SELF_EMBED_HOST } from './core/report-embed-host.ts';
export {
  activeReportPage,
  REPORT_HEIGHT_OFFSET_PX,
  REPORT_MOBILE_QUERY,
  type ReportPageInfo,
  type ReportPageOptions,
  reportLocale,
  selectReportPages,
} from './core/report-pages.ts';
export {
  type CapturableReport,
  DEFAULT_VIEW_ID,
  DEFAULT_VIEW_NAME,
  nextUniqueViewName,
  SavedViews,
  type SavedViewsApi,
  type SavedViewsOptions,
  type SavedViewsState,
  type SavedViewsStatus,
  type SavedViewToast,
  VIEW_TITLE_MAX,
  VIEWS_PER_TAB_LIMIT,
  validateViewTitle,
} from './core/saved-views.ts';
export { DRAG_START_THRESHOLD_PX, ToolbarDrag, type ToolbarDragState } from './core/toolbar-drag.ts';
