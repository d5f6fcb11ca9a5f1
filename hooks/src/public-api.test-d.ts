/**
 * Type tests: they pin the public API of @portal/hooks. `tsc -b` checks them with the rest of the
 * package, so a change to an exported signature fails the typecheck until it is meant.
 */
import type { ApiError, ApiResult, MenuItem, SavedView, SavedViewsClient, SearchResult } from '@portal/sdk';
import { expectTypeOf } from 'vitest';
import type * as core from './core/index.ts';
import * as react from './react/index.ts';

// The core's doors, and nothing React in them.
expectTypeOf<
  | 'Session'
  | 'SignInFlow'
  | 'MenuController'
  | 'SearchController'
  | 'AlertQueue'
  | 'IdleTimer'
  | 'AuditTracker'
  | 'PersonaSelection'
  | 'LayoutStore'
  | 'TabMemory'
  | 'PortalStorage'
  | 'Store'
  | 'SavedViews'
>().toExtend<keyof typeof core>();

// Session: tokens in memory, refresh shared, notices as codes.
expectTypeOf<core.Session['getAccessToken']>().toEqualTypeOf<() => string | undefined>();
expectTypeOf<core.Session['refreshToken']>().toEqualTypeOf<() => Promise<string | undefined>>();
expectTypeOf<core.Session['logout']>().parameters.toEqualTypeOf<[notice?: core.SessionNotice]>();
expectTypeOf<core.SessionNotice['code']>().toEqualTypeOf<
  'permission-not-granted' | 'onboarding-disabled' | 'new-tenant' | 'unable-to-identify' | 'unidentified'
>();
expectTypeOf<core.SignInResult>().toEqualTypeOf<
  { kind: 'signed-in' } | { kind: 'select-tenant' } | { kind: 'refused'; notice: core.SessionNotice }
>();
expectTypeOf<core.SessionState['status']>().toEqualTypeOf<
  'restoring' | 'signed-out' | 'selecting-tenant' | 'signed-in'
>();

// Stores: consumers read and subscribe; only the machine itself sets.
expectTypeOf<core.Store<number>>().toHaveProperty('getSnapshot');
expectTypeOf<core.Store<number>>().toHaveProperty('subscribe');
expectTypeOf<core.Store<number>>().not.toHaveProperty('set');

// Controllers: the calls they need are plain functions returning the SDK's results.
expectTypeOf<core.MenuControllerOptions['load']>().toEqualTypeOf<
  (query: core.MenuQuery, options: { signal: AbortSignal }) => Promise<ApiResult<MenuItem[]>>
>();
expectTypeOf<core.MenuState['items']>().toEqualTypeOf<readonly MenuItem[]>();
expectTypeOf<core.SearchControllerOptions['search']>().toEqualTypeOf<
  (text: string) => Promise<ApiResult<SearchResult[]>>
>();
expectTypeOf<core.SignInFlow['complete']>().toEqualTypeOf<(answer: core.IdentityAnswer) => Promise<string>>();
expectTypeOf<core.AlertQueue['open']>().returns.toEqualTypeOf<Promise<core.AlertResult | null>>();

// React bindings.
expectTypeOf(react.useStore<{ a: number }, number>).returns.toEqualTypeOf<number>();
expectTypeOf(react.useMenu).returns.toEqualTypeOf<{ state: core.MenuState; menu: core.MenuController }>();
expectTypeOf(react.useSearch).returns.toEqualTypeOf<{
  state: core.SearchControllerState;
  search: core.SearchController;
}>();
expectTypeOf(react.usePortalSession).returns.toEqualTypeOf<core.SessionState>();

// Data table: framework-free state; server mode emits the query for the request layer.
expectTypeOf<core.TableController<{ a: string }>>().toExtend<
  core.ReadableStore<core.TableState<{ a: string }>>
>();
expectTypeOf<core.TableState<{ a: string }>['query']>().toEqualTypeOf<core.TableQuery>();
expectTypeOf<core.TableQuery>().toEqualTypeOf<{
  readonly sort: readonly core.TableSort[];
  readonly filters: Readonly<Record<string, string>>;
  readonly search: string;
  readonly offset: number;
  readonly limit: number;
}>();
expectTypeOf<typeof core.toCsv<{ a: string }>>().toEqualTypeOf<
  (columns: readonly core.TableColumn<{ a: string }>[], rows: readonly { a: string }[]) => string
>();
expectTypeOf(react.useTableController<{ a: string }>).returns.toEqualTypeOf<{
  state: core.TableState<{ a: string }>;
  table: core.TableController<{ a: string }>;
}>();

// Chart summaries and date ranges: exact strings in, words' figures out; presets from a passed-in day.
expectTypeOf<typeof core.summarizeSeries>().parameters.toEqualTypeOf<[points: readonly core.ChartPoint[]]>();
expectTypeOf<core.SeriesSummary['total']>().toEqualTypeOf<string>();
expectTypeOf<core.GroupShare['share']>().toEqualTypeOf<number | undefined>();
expectTypeOf<core.BudgetRow['over']>().toEqualTypeOf<boolean>();
expectTypeOf<typeof core.presetRange>().toEqualTypeOf<
  (preset: core.DateRangePreset, reference: string) => core.DayRange
>();
expectTypeOf<core.DateRangeProblem['code']>().toEqualTypeOf<
  'invalid-day' | 'reversed' | 'before-available' | 'after-available' | 'too-long'
>();

// Saved views: the SDK's client fits as it is; the state is what a popup renders; rules as functions.
expectTypeOf<SavedViewsClient>().toExtend<core.SavedViewsApi>();
expectTypeOf<core.SavedViews>().toExtend<core.ReadableStore<core.SavedViewsState>>();
expectTypeOf<core.CapturableReport>().toEqualTypeOf<{
  capture(): Promise<string>;
  apply(state: string): Promise<void>;
}>();
expectTypeOf<core.SavedViewToast>().toEqualTypeOf<{
  variant: 'success' | 'error';
  title: string;
  description?: string;
}>();
expectTypeOf<core.SavedViewsState>().toEqualTypeOf<{
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly views: readonly SavedView[];
  readonly active: string | undefined;
  readonly marked: readonly string[];
  readonly defaultState: string | undefined;
  readonly saving: boolean;
  readonly deleting: boolean;
  readonly selecting: boolean;
  readonly canAdd: boolean;
  readonly limit: number;
  readonly error: ApiError | undefined;
}>();
expectTypeOf<core.SavedViews['start']>().toEqualTypeOf<() => Promise<void>>();
expectTypeOf<core.SavedViews['select']>().toEqualTypeOf<(entryId: string) => Promise<boolean>>();
expectTypeOf<core.SavedViews['mark']>().toEqualTypeOf<(entryId: string, marked: boolean) => void>();
expectTypeOf<core.SavedViews['closePopup']>().toEqualTypeOf<() => Promise<void>>();
expectTypeOf<core.SavedViews['add']>().toEqualTypeOf<(title: string) => Promise<boolean>>();
expectTypeOf<typeof core.validateViewTitle>().toEqualTypeOf<
  (title: string, existingNames?: readonly string[]) => string | undefined
>();
expectTypeOf<typeof core.nextUniqueViewName>().toEqualTypeOf<
  (name: string, existingNames: readonly string[]) => string
>();
expectTypeOf<typeof core.DEFAULT_VIEW_NAME>().toEqualTypeOf<'Default View'>();
expectTypeOf<typeof core.DEFAULT_VIEW_ID>().toEqualTypeOf<'default'>();
expectTypeOf<typeof core.VIEWS_PER_TAB_LIMIT>().toEqualTypeOf<16>();
expectTypeOf(react.useSavedViews).returns.toEqualTypeOf<core.SavedViewsState>();
