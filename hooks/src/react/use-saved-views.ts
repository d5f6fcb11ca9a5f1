import type { SavedViews, SavedViewsState } from '../core/saved-views.ts';
import { useStore } from './use-store.ts';

/**
 * The saved views of a report's tab: the list, the active view, the marks and what is on its way.
 * The caller owns the controller (one per page and tab) and starts it once the report is loaded.
 */
export function useSavedViews(views: SavedViews): SavedViewsState {
  return useStore(views);
}
