export { type ActivePage, ActivePageStore, type ActivePageTimers, NO_ACTIVE_PAGE } from './active-page.ts';
export {
  ALERT_ICONS,
  type AlertIcon,
  type AlertOptions,
  AlertQueue,
  type AlertQueueState,
  type AlertResult,
  alertIcon,
  type OpenAlert,
} from './alert-queue.ts';
export { ANSWER_CACHE_LIMIT, AnswerCache } from './answer-cache.ts';
export {
  AUDIT_EXCLUDED_NAMES,
  AUDIT_EXCLUDED_PATHS,
  AUDIT_ROUTE_NAMES,
  type AuditPage,
  AuditTracker,
  auditLabel,
  auditRouteName,
} from './audit-tracker.ts';
export {
  BRANDING_IMAGES,
  type BrandingImage,
  type BrandingImageOutcomes,
  BrandingImagesStore,
  type BrandingSources,
  type BrandingState,
  brandingState,
} from './branding.ts';
export { type ChangelogAttributes, changelogWidgetUrl } from './changelog.ts';
export {
  type AmountChange,
  type BudgetPoint,
  type BudgetRow,
  type BudgetSummary,
  type ChartPoint,
  centsRatio,
  compareToBudget,
  type DefinedPoint,
  type GroupAmount,
  type GroupShare,
  type GroupShares,
  groupShares,
  periodTotals,
  type SeriesSummary,
  summarizeSeries,
} from './chart-summary.ts';
export {
  CHAT_CODE_COPY_FEEDBACK_MS,
  CHAT_COPY_FEEDBACK_MS,
  CHAT_COUNTER_SWITCH,
  CHAT_DATASET_LABELS,
  CHAT_DATASETS,
  CHAT_DEFAULT_USER_NAME,
  CHAT_DISCLAIMER,
  CHAT_ERROR_MESSAGE,
  CHAT_INPUT_MAX,
  CHAT_INPUT_REQUIRED,
  CHAT_INPUT_TOO_LONG,
  CHAT_RATE_LIMIT_MESSAGE,
  CHAT_SCREENSHOT_MAX,
  CHAT_SCREENSHOT_NOT_IMAGE,
  CHAT_SCREENSHOT_TOO_LARGE,
  type ChatApi,
  ChatController,
  type ChatControllerOptions,
  type ChatState,
  type ChatStatus,
  chatUserName,
  cutDescription,
  RELATED_LINK_DESCRIPTION_MAX,
  relatedLinkPath,
  sanitizeChatText,
  userInitials,
} from './chat.ts';
export { type Clock, systemClock } from './clock.ts';
export {
  COOKIE_SIZE_LIMIT_BYTES,
  COOKIE_SIZE_WARNING,
  cookieBytes,
  cookieSizeWarning,
} from './cookie-size.ts';
export { DashboardLayout, type DashboardLayoutState } from './dashboard-layout.ts';
export {
  addDays,
  availablePresetRange,
  clampRange,
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  type DateRangeProblem,
  type DayRange,
  isIsoDay,
  MAX_RANGE_DAYS,
  matchingPreset,
  monthEndOf,
  monthStartOf,
  presetRange,
  rangeDays,
  validateRange,
} from './date-ranges.ts';
export {
  type CurrencyBase,
  DISPLAY_CURRENCY_STORAGE_KEY,
  DisplayCurrency,
  type DisplayCurrencyState,
  displayCurrencyParam,
} from './display-currency.ts';
export {
  AUTO_SCROLL_EDGE_RATIO,
  AUTO_SCROLL_INTERVAL_MS,
  AUTO_SCROLL_STEP_PX,
  DragScroll,
  EdgeAutoScroll,
  edgeDirection,
} from './edge-scroll.ts';
export {
  type CrossFieldRule,
  cleanEntityValues,
  contractFields,
  EDITABLE_LIST_NOTICE_MS,
  EditableList,
  type EditableListApi,
  type EditableListMode,
  type EditableListOptions,
  type EditableListState,
  EntityForm,
  type EntityFormState,
  type EntityFormStatus,
  type FieldErrors,
  type FieldFlags,
  type FieldKind,
  type FieldProblem,
  type FieldSpec,
  type FileLike,
  type FormSpec,
  fieldOfPointer,
  fileProblem,
  formatBytes,
  httpsUrlProblem,
  isEmailAddress,
  type SubmitOutcome,
  saveFailureMessage,
  validateEntity,
} from './entity-form.ts';
export {
  canSubmitFeedback,
  EMPTY_FEEDBACK,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_STARS,
  type FeedbackDraft,
  type FeedbackPage,
  feedbackErrors,
  toFeedback,
} from './feedback.ts';
export { FIRST_CONTENT_LIMIT_MS, FirstContentGate } from './first-content.ts';
export {
  checkHelpVideo,
  HELP_VIDEO_RETRY_MS,
  type HelpVideoAvailability,
  HelpVideoController,
  type HelpVideoState,
  type HelpVideoStatus,
  type HelpVideoTimers,
  helpVideoAvailability,
} from './help-video.ts';
export {
  ACTIVITY_THROTTLE_MS,
  IDLE_CHECK_INTERVAL_MS,
  IDLE_WARNING_MS,
  type IdlePhase,
  type IdleState,
  IdleTimer,
  type IdleTimerOptions,
  KEEPALIVE_INTERVAL_MS,
} from './idle-timer.ts';
export { dateTimeFormat, numberFormat } from './intl-formats.ts';
export {
  DEFAULT_LAYOUT,
  type LayoutFlags,
  type LayoutState,
  LayoutStore,
  MOBILE_BREAKPOINT_QUERY,
  SIDENAV_ANIMATION_MS,
  SIDENAV_DOCKED_KEY,
  type SideMenuFlags,
  type SideMenuPanel,
  sideMenuFlags,
} from './layout.ts';
export { type IdTokenClaims, loginPayloadFrom } from './login-payload.ts';
export {
  buildMenuMap,
  containsRoute,
  DEFAULT_HOMEPAGE,
  filterMenuByFeatures,
  findHomepage,
  findMenuEntry,
  HOMEPAGE_TAGS,
  hasFeatureAccess,
  type MenuEntry,
  menuKeyFor,
  walkMenu,
  withFeatureAccess,
} from './menu.ts';
export {
  MenuController,
  type MenuControllerOptions,
  type MenuQuery,
  type MenuState,
  menuCacheKey,
} from './menu-controller.ts';
export { amountChange, averageAmount, formatAmount, fromCents, sumAmounts, toCents } from './money.ts';
export { isNotYetImplemented, NOT_YET_IMPLEMENTED, NOT_YET_IMPLEMENTED_TAG } from './not-implemented.ts';
export { PERSONAS_STORAGE_KEY, PersonaSelection, type PersonasState } from './personas.ts';
export { embedHostOrigin, isAllowedEmbedUrl, SELF_EMBED_HOST } from './report-embed-host.ts';
export {
  activeReportPage,
  REPORT_HEIGHT_OFFSET_PX,
  REPORT_MOBILE_QUERY,
  type ReportPageInfo,
  type ReportPageOptions,
  reportLocale,
  selectReportPages,
} from './report-pages.ts';
export type { RequestStatus } from './request-status.ts';
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
} from './saved-views.ts';
export { SCREEN_HINTS_LIMIT, ScreenHints } from './screen-hints.ts';
export {
  markMatches,
  SEARCH_DEBOUNCE_MS,
  SearchMachine,
  type SearchState,
  type SearchStatus,
  type TextSegment,
} from './search.ts';
export {
  SEARCH_PAGE_SIZE,
  SearchController,
  type SearchControllerOptions,
  type SearchControllerState,
  searchResultPath,
} from './search-controller.ts';
export { type ServerListParams, serverListParams } from './server-list.ts';
export {
  IDENTITY_KEY,
  isAdminIdentity,
  type NotSwitched,
  REFRESH_LEAD_MS,
  type RefreshAnswer,
  Session,
  type SessionApi,
  type SessionNotice,
  type SessionOptions,
  type SessionState,
  type SessionStatus,
  type SignInResult,
  sessionScope,
} from './session.ts';
export {
  DEFAULT_SIGN_IN_ROUTES,
  type IdentityAnswer,
  SignInFlow,
  type SignInFlowOptions,
  type SignInFlowState,
  type SignInRoutes,
} from './sign-in-flow.ts';
export { type Listener, type ReadableStore, Store } from './store.ts';
export {
  DEFAULT_TABLE_LIMIT,
  type TableColumn,
  type TableColumnKind,
  TableController,
  type TableControllerOptions,
  type TableInitialState,
  type TableMode,
  type TableQuery,
  type TableRowCount,
  type TableSort,
  type TableState,
} from './table-controller.ts';
export { csvCell, toCsv } from './table-csv.ts';
export { type CellValue, compareDecimals, plainDecimal } from './table-values.ts';
export {
  ASSISTANCE_REFRESH_DELAY_MS,
  activeTabIndex,
  selectTab,
  TAB_SWITCH_ANIMATION_MS,
  TabMemory,
  tabIndexFromQuery,
  tabQueryValue,
} from './tabs.ts';
export {
  type QueuedToast,
  TOAST_DURATION_MS,
  ToastQueue,
  type ToastQueueOptions,
  type ToastQueueState,
} from './toast-queue.ts';
export { DRAG_START_THRESHOLD_PX, ToolbarDrag, type ToolbarDragState } from './toolbar-drag.ts';
export {
  TOOLTIP_DELAY_MS,
  TOOLTIP_LONG_PRESS_MS,
  TOOLTIP_TOUCH_HIDE_MS,
  TOOLTIP_VIEWPORT_MARGIN_PX,
  TouchTooltip,
} from './tooltips.ts';
export {
  type KeyValueStorage,
  MemoryStorage,
  PortalStorage,
  STORAGE_PREFIX,
  STORAGE_SEPARATOR,
  storageKey,
} from './web-storage.ts';
