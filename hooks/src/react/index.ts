export { useChat } from './use-chat.ts';
export {
  useEditableListController,
  useEntityForm,
  useNewEntityForm,
} from './use-entity-form.ts';
export { useHelpVideo } from './use-help-video.ts';
export { type UseIdleTimerOptions, useIdleTimer } from './use-idle-timer.ts';
export { type UseLayoutOptions, useLayout } from './use-layout.ts';
export { useMenu } from './use-menu.ts';
export { usePortalSession, type VisibilitySource } from './use-portal-session.ts';
export { useRunWatcher } from './use-run-watcher.ts';
export { useSavedViews } from './use-saved-views.ts';
export { useSearch } from './use-search.ts';
export { useStore } from './use-store.ts';
export {
  useAlerts,
  useDashboardLayout,
  useDisplayCurrency,
  usePersonas,
  useSignInFlow,
  useToasts,
} from './use-stores.ts';
export { useTableController, useTableRows } from './use-table-controller.ts';
export { type UseTabsOptions, useTabs } from './use-tabs.ts';
