import { useEffect, useMemo } from 'react';
import {
  SearchController,
  type SearchControllerOptions,
  type SearchControllerState,
} from '../core/search-controller.ts';
import { useLatest } from './use-latest.ts';
import { useStore } from './use-store.ts';

/** Global search for React: one {@link SearchController} for the component's lifetime. */
export function useSearch(options: SearchControllerOptions): {
  state: SearchControllerState;
  search: SearchController;
} {
  const run = useLatest(options.search);
  const { pageSize, clock } = options;
  const search = useMemo(
    () =>
      new SearchController({
        search: (text) => run.current(text),
        ...(pageSize === undefined ? {} : { pageSize }),
        ...(clock === undefined ? {} : { clock }),
      }),
    [run, pageSize, clock],
  );
  useEffect(() => () => search.dispose(), [search]);
  return { state: useStore(search), search };
}
