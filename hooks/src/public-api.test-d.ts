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
import type * as chat from './chat.ts';
import type * as forms from './forms.ts';
import type * as frame from './frame.ts';
import type * as menu from './menu.ts';
import type * as money from './money.ts';
import * as react from './react/index.ts';
import type * as reports from './reports.ts';
import type * as session from './session.ts';
import type * as store from './store.ts';
import type * as tables from './tables.ts';

// The framework-free doors (one entry point per area), and nothing React in them.
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
>().toExtend<
  | keyof typeof chat
  | keyof typeof forms
  | keyof typeof frame
  | keyof typeof menu
  | keyof typeof money
  | keyof typeof reports
  | keyof typeof session
  | keyof typeof store
  | keyof typeof tables
>();

// Session: tokens in memory, refresh shared, notices as codes.
expectTypeOf<session.Session['getAccessToken']>().toEqualTypeOf<() => string | undefined>();
expectTypeOf<session.Session['refreshToken']>().toEqualTypeOf<() => Promise<string | undefined>>();
expectTypeOf<session.Session['logout']>().parameters.toEqualTypeOf<[notice?: session.SessionNotice]>();
expectTypeOf<session.SessionNotice['code']>().toEqualTypeOf<
  'permission-not-granted' | 'onboarding-disabled' | 'new-tenant' | 'unable-to-identify' | 'unidentified'
>();
expectTypeOf<session.SignInResult>().toEqualTypeOf<
  { kind: 'signed-in' } | { kind: 'select-tenant' } | { kind: 'refused'; notice: session.SessionNotice }
>();
expectTypeOf<session.SessionState['status']>().toEqualTypeOf<
  'restoring' | 'signed-out' | 'selecting-tenant' | 'signed-in'
>();

// Stores: consumers read and subscribe; only the machine itself sets.
expectTypeOf<store.Store<number>>().toHaveProperty('getSnapshot');
expectTypeOf<store.Store<number>>().toHaveProperty('subscribe');
expectTypeOf<store.Store<number>>().not.toHaveProperty('set');

// Controllers: the calls they need are plain functions returning the SDK's results.
expectTypeOf<menu.MenuControllerOptions['load']>().toEqualTypeOf<
  (query: menu.MenuQuery, options: { signal: AbortSignal }) => Promise<ApiResult<MenuItem[]>>
>();
expectTypeOf<menu.MenuState['items']>().toEqualTypeOf<readonly MenuItem[]>();
expectTypeOf<menu.SearchControllerOptions['search']>().toEqualTypeOf<
  (text: string) => Promise<ApiResult<SearchResult[]>>
>();
expectTypeOf<session.SignInFlow['complete']>().toEqualTypeOf<
  (answer: session.IdentityAnswer) => Promise<string>
>();
expectTypeOf<frame.AlertQueue['open']>().returns.toEqualTypeOf<Promise<frame.AlertResult | null>>();

// React bindings.
expectTypeOf(react.useStore<{ a: number }, number>).returns.toEqualTypeOf<number>();
expectTypeOf(react.useMenu).returns.toEqualTypeOf<{ state: menu.MenuState; menu: menu.MenuController }>();
expectTypeOf(react.useSearch).returns.toEqualTypeOf<{
  state: menu.SearchControllerState;
  search: menu.SearchController;
}>();
expectTypeOf(react.usePortalSession).returns.toEqualTypeOf<session.SessionState>();

// Data table: framework-free state; server mode emits the query for the request layer.
expectTypeOf<tables.TableController<{ a: string }>>().toExtend<
  store.ReadableStore<tables.TableState<{ a: string }>>
>();
expectTypeOf<tables.TableState<{ a: string }>['query']>().toEqualTypeOf<tables.TableQuery>();
expectTypeOf<tables.TableQuery>().toEqualTypeOf<{
  readonly sort: readonly tables.TableSort[];
  readonly filters: Readonly<Record<string, string>>;
  readonly search: string;
  readonly offset: number;
  readonly limit: number;
}>();
expectTypeOf<typeof tables.toCsv<{ a: string }>>().toEqualTypeOf<
  (
    columns: readonly tables.TableColumn<{ a: string }>[],
    rows: readonly { a: string }[],
    options?: { currency?: string | undefined },
  ) => string
>();
expectTypeOf(react.useTableController<{ a: string }>).returns.toEqualTypeOf<{
  state: tables.TableState<{ a: string }>;
  table: tables.TableController<{ a: string }>;
}>();

// Chart summaries and date ranges: exact strings in, words' figures out; presets from a passed-in day.
expectTypeOf<typeof money.summarizeSeries>().parameters.toEqualTypeOf<
  [points: readonly money.ChartPoint[]]
>();
expectTypeOf<money.SeriesSummary['total']>().toEqualTypeOf<string>();
expectTypeOf<money.GroupShare['share']>().toEqualTypeOf<number | undefined>();
expectTypeOf<money.BudgetRow['over']>().toEqualTypeOf<boolean>();
expectTypeOf<typeof money.presetRange>().toEqualTypeOf<
  (preset: money.DateRangePreset, reference: string) => money.DayRange
>();
expectTypeOf<money.DateRangeProblem['code']>().toEqualTypeOf<
  'invalid-day' | 'reversed' | 'before-available' | 'after-available' | 'too-long'
>();

// Saved views: the SDK's client fits as it is; the state is what a popup renders; rules as functions.
expectTypeOf<SavedViewsClient>().toExtend<reports.SavedViewsApi>();
expectTypeOf<reports.SavedViews>().toExtend<store.ReadableStore<reports.SavedViewsState>>();
expectTypeOf<reports.CapturableReport>().toEqualTypeOf<{
  capture(): Promise<string>;
  apply(state: string): Promise<void>;
}>();
expectTypeOf<reports.SavedViewToast>().toEqualTypeOf<{
  variant: 'success' | 'error';
  title: string;
  description?: string;
}>();
expectTypeOf<reports.SavedViewsState>().toEqualTypeOf<{
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
expectTypeOf<reports.SavedViews['start']>().toEqualTypeOf<() => Promise<void>>();
expectTypeOf<reports.SavedViews['select']>().toEqualTypeOf<(entryId: string) => Promise<boolean>>();
expectTypeOf<reports.SavedViews['mark']>().toEqualTypeOf<(entryId: string, marked: boolean) => void>();
expectTypeOf<reports.SavedViews['closePopup']>().toEqualTypeOf<() => Promise<void>>();
expectTypeOf<reports.SavedViews['add']>().toEqualTypeOf<(title: string) => Promise<boolean>>();
expectTypeOf<typeof reports.validateViewTitle>().toEqualTypeOf<
  (title: string, existingNames?: readonly string[]) => string | undefined
>();
expectTypeOf<typeof reports.nextUniqueViewName>().toEqualTypeOf<
  (name: string, existingNames: readonly string[]) => string
>();
expectTypeOf<typeof reports.DEFAULT_VIEW_NAME>().toEqualTypeOf<'Default View'>();
expectTypeOf<typeof reports.DEFAULT_VIEW_ID>().toEqualTypeOf<'default'>();
expectTypeOf<typeof reports.VIEWS_PER_TAB_LIMIT>().toEqualTypeOf<16>();
expectTypeOf(react.useSavedViews).returns.toEqualTypeOf<reports.SavedViewsState>();

// Chat: the SDK's chat group fits as it is; the state is what the dialog renders; rules as functions.
expectTypeOf<PortalClient['chat']>().toExtend<chat.ChatApi>();
expectTypeOf<chat.ChatController>().toExtend<store.ReadableStore<chat.ChatState>>();
expectTypeOf<chat.ChatControllerOptions>().toEqualTypeOf<{
  client: chat.ChatApi;
  sanitize?: (text: string) => string;
  displayCurrency?: () => string | undefined;
  hiddenLink?: (link: RelatedLink) => boolean;
}>();
expectTypeOf<chat.ChatState>().toEqualTypeOf<{
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
expectTypeOf<chat.ChatController['open']>().toEqualTypeOf<() => Promise<void>>();
expectTypeOf<chat.ChatController['newChat']>().toEqualTypeOf<() => Promise<void>>();
expectTypeOf<chat.ChatController['setInput']>().toEqualTypeOf<(text: string) => void>();
expectTypeOf<chat.ChatController['setDataset']>().toEqualTypeOf<(dataset: ChatDataset) => void>();
expectTypeOf<chat.ChatController['attachScreenshot']>().toEqualTypeOf<
  (dataUrl: string | undefined) => boolean
>();
expectTypeOf<chat.ChatController['send']>().toEqualTypeOf<() => Promise<boolean>>();
expectTypeOf<chat.ChatController['ask']>().toEqualTypeOf<(question: string) => Promise<boolean>>();
expectTypeOf<chat.ChatController['dispose']>().toEqualTypeOf<() => void>();
expectTypeOf<typeof chat.relatedLinkPath>().toEqualTypeOf<
  (link: Pick<RelatedLink, 'url'> | string, contentPrefix: string) => string | undefined
>();
expectTypeOf<typeof chat.cutDescription>().toEqualTypeOf<(text: string | undefined) => string>();
expectTypeOf<typeof chat.sanitizeChatText>().toEqualTypeOf<(text: string) => string>();
expectTypeOf<typeof chat.userInitials>().toEqualTypeOf<(displayName?: string) => string>();
expectTypeOf<typeof chat.chatUserName>().toEqualTypeOf<(displayName?: string) => string>();
expectTypeOf<typeof chat.CHAT_DATASET_LABELS>().toEqualTypeOf<Readonly<Record<ChatDataset, string>>>();
expectTypeOf<typeof chat.CHAT_DATASETS>().toEqualTypeOf<readonly ChatDataset[]>();
expectTypeOf<typeof chat.CHAT_INPUT_MAX>().toEqualTypeOf<2000>();
expectTypeOf<typeof chat.CHAT_COUNTER_SWITCH>().toEqualTypeOf<40>();
expectTypeOf<typeof chat.RELATED_LINK_DESCRIPTION_MAX>().toEqualTypeOf<220>();
expectTypeOf<
  typeof chat.CHAT_DISCLAIMER
>().toEqualTypeOf<'Disclaimer: This content is generated by a cloud assistant. Please verify answers for accuracy.'>();
expectTypeOf<
  typeof chat.CHAT_RATE_LIMIT_MESSAGE
>().toEqualTypeOf<"We're limiting requests right now to keep things running smoothly. The rate limit is 2 requests per minute. Take a short break, and you'll be able to try again in a minute.">();
expectTypeOf<typeof chat.CHAT_ERROR_MESSAGE>().toEqualTypeOf<'An error occurred. Please try again later.'>();
expectTypeOf(react.useChat).returns.toEqualTypeOf<chat.ChatState>();
interface FormValues {
  name: string;
  enabled: boolean;
}
declare const entityForm: forms.EntityForm<FormValues>;
expectTypeOf(entityForm.setValue<'name'>).parameters.toEqualTypeOf<['name', string]>();
expectTypeOf(entityForm.submit<string>).returns.toEqualTypeOf<Promise<forms.SubmitOutcome<string>>>();
expectTypeOf(react.useEntityForm<FormValues>).returns.toEqualTypeOf<forms.EntityFormState<FormValues>>();
expectTypeOf<
  forms.EditableListState<{ id: string }, FormValues>['mode']
>().toEqualTypeOf<forms.EditableListMode>();
expectTypeOf<typeof forms.validateEntity<FormValues>>().returns.toEqualTypeOf<
  forms.FieldErrors<FormValues>
>();

// Doors another front end drives itself, with no React binding in between.
expectTypeOf<session.IdleTimer>().toExtend<store.ReadableStore<session.IdleState>>();
expectTypeOf<forms.EditableList<{ id: string }, { name: string }>>().toExtend<
  store.ReadableStore<forms.EditableListState<{ id: string }, { name: string }>>
>();
expectTypeOf<tables.EdgeAutoScroll['stop']>().toEqualTypeOf<() => void>();
expectTypeOf<frame.AlertIcon>().toEqualTypeOf<(typeof frame.ALERT_ICONS)[number]>();
