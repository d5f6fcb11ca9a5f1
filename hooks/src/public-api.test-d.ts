/**
 * Type tests: they pin the public API of @portal/hooks. `tsc -b` checks them with the rest of the
 * package, so a change to an exported signature fails the typecheck until it is meant.
 */
import type {
  ApiError,
  ApiResult,
  ChatDataset,
  ChatMessage,
  ChatSettings,
  MenuItem,
  PortalClient,
  RelatedLink,
  SavedView,
  SavedViewsClient,
  SearchResult,
} from '@portal/sdk';
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
  | 'ChatController'
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
  (
    columns: readonly core.TableColumn<{ a: string }>[],
    rows: readonly { a: string }[],
    options?: { currency?: string | undefined },
  ) => string
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
  readonly status: 'idle' | 'pending' | 'success' | 'error';
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

// Chat: the SDK's chat group fits as it is; the state is what the dialog renders; rules as functions.
expectTypeOf<PortalClient['chat']>().toExtend<core.ChatApi>();
expectTypeOf<core.ChatController>().toExtend<core.ReadableStore<core.ChatState>>();
expectTypeOf<core.ChatControllerOptions>().toEqualTypeOf<{
  client: core.ChatApi;
  sanitize?: (text: string) => string;
  displayCurrency?: () => string | undefined;
  hiddenLink?: (link: RelatedLink) => boolean;
}>();
expectTypeOf<core.ChatState>().toEqualTypeOf<{
  readonly status: 'idle' | 'pending' | 'success' | 'error';
  readonly settings: ChatSettings | undefined;
  readonly chatId: string | undefined;
  readonly messages: readonly ChatMessage[];
  readonly generating: boolean;
  readonly dataset: ChatDataset;
  readonly cost: number | undefined;
  readonly currency: string | undefined;
  readonly followups: readonly string[];
  readonly input: string;
  readonly inputClipped: boolean;
  readonly inputError: string | undefined;
  readonly counter: string;
  readonly longInput: boolean;
  readonly screenshot: string | undefined;
  readonly screenshotError: string | undefined;
  readonly canSend: boolean;
  readonly inputDisabled: boolean;
  readonly datasetDisabled: boolean;
  readonly error: ApiError | undefined;
}>();
expectTypeOf<core.ChatController['open']>().toEqualTypeOf<() => Promise<void>>();
expectTypeOf<core.ChatController['newChat']>().toEqualTypeOf<() => Promise<void>>();
expectTypeOf<core.ChatController['setInput']>().toEqualTypeOf<(text: string) => void>();
expectTypeOf<core.ChatController['setDataset']>().toEqualTypeOf<(dataset: ChatDataset) => void>();
expectTypeOf<core.ChatController['attachScreenshot']>().toEqualTypeOf<
  (dataUrl: string | undefined) => boolean
>();
expectTypeOf<core.ChatController['send']>().toEqualTypeOf<() => Promise<boolean>>();
expectTypeOf<core.ChatController['ask']>().toEqualTypeOf<(question: string) => Promise<boolean>>();
expectTypeOf<core.ChatController['dispose']>().toEqualTypeOf<() => void>();
expectTypeOf<typeof core.relatedLinkPath>().toEqualTypeOf<
  (link: Pick<RelatedLink, 'url'> | string, contentPrefix: string) => string | undefined
>();
expectTypeOf<typeof core.cutDescription>().toEqualTypeOf<(text: string | undefined) => string>();
expectTypeOf<typeof core.sanitizeChatText>().toEqualTypeOf<(text: string) => string>();
expectTypeOf<typeof core.userInitials>().toEqualTypeOf<(displayName?: string) => string>();
expectTypeOf<typeof core.chatUserName>().toEqualTypeOf<(displayName?: string) => string>();
expectTypeOf<typeof core.CHAT_DATASET_LABELS>().toEqualTypeOf<Readonly<Record<ChatDataset, string>>>();
expectTypeOf<typeof core.CHAT_DATASETS>().toEqualTypeOf<readonly ChatDataset[]>();
expectTypeOf<typeof core.CHAT_INPUT_MAX>().toEqualTypeOf<2000>();
expectTypeOf<typeof core.CHAT_COUNTER_SWITCH>().toEqualTypeOf<40>();
expectTypeOf<typeof core.RELATED_LINK_DESCRIPTION_MAX>().toEqualTypeOf<220>();
expectTypeOf<
  typeof core.CHAT_DISCLAIMER
>().toEqualTypeOf<'Disclaimer: This content is generated by a cloud assistant. Please verify answers for accuracy.'>();
expectTypeOf<
  typeof core.CHAT_RATE_LIMIT_MESSAGE
>().toEqualTypeOf<"We're limiting requests right now to keep things running smoothly. The rate limit is 2 requests per minute. Take a short break, and you'll be able to try again in a minute.">();
expectTypeOf<typeof core.CHAT_ERROR_MESSAGE>().toEqualTypeOf<'An error occurred. Please try again later.'>();
expectTypeOf(react.useChat).returns.toEqualTypeOf<core.ChatState>();
interface FormValues {
  name: string;
  enabled: boolean;
}
declare const entityForm: core.EntityForm<FormValues>;
expectTypeOf(entityForm.setValue<'name'>).parameters.toEqualTypeOf<['name', string]>();
expectTypeOf(entityForm.submit<string>).returns.toEqualTypeOf<Promise<core.SubmitOutcome<string>>>();
expectTypeOf(react.useEntityForm<FormValues>).returns.toEqualTypeOf<core.EntityFormState<FormValues>>();
expectTypeOf<
  core.EditableListState<{ id: string }, FormValues>['mode']
>().toEqualTypeOf<core.EditableListMode>();
expectTypeOf<typeof core.validateEntity<FormValues>>().returns.toEqualTypeOf<core.FieldErrors<FormValues>>();
