import type { FieldRule } from '@portal/sdk';
import { type Clock, systemClock } from './clock.ts';
import { Store } from './store.ts';

/**
 * What a field holds and how it is checked:
 * - `text`: a string (trimmed before checks and saving);
 * - `email`: one e-mail address;
 * - `url`: an https address without a user name or password;
 * - `decimal`: a non-negative amount with at most `scale` decimals (saved with exactly `scale`);
 * - `number`: a number (NaN, null and undefined count as empty);
 * - `enum`: one of `options`;
 * - `multi`: a subset of `options`;
 * - `list`: free strings (each trimmed, empty ones dropped), each a `text` or an `email`;
 * - `boolean`: a flag, never invalid;
 * - `file`: a chosen file (a Blob with its `name`, `type` and `size`) or none, of one of `accept`
 *   (media types, or file name endings such as '.ico') and at most `maxBytes`.
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'decimal'
  | 'number'
  | 'enum'
  | 'multi'
  | 'list'
  | 'boolean'
  | 'file';

/** One field's rules. Messages name the field by its `label`. */
export interface FieldSpec<V, K extends keyof V = keyof V> {
  readonly kind: FieldKind;
  readonly label: string;
  readonly required?: boolean;
  /** Text lengths (trimmed), for text, email, url and each list item. */
  readonly minLength?: number;
  readonly maxLength?: number;
  /** A regular expression's source the trimmed text must match (the contract's `pattern`). */
  readonly pattern?: string;
  /** What a text that does not match `pattern` is told; the form's words for the contract's rule. */
  readonly patternMessage?: string;
  /** The contract's format; a text field checks `uuid` (told with `patternMessage`), the kinds the rest. */
  readonly format?: string;
  /** Number range (inclusive) and whole numbers only. */
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  /** The allowed values of an enum or multi field (or of a list's items). */
  readonly options?: readonly string[];
  /** How many items a multi or list field takes. */
  readonly minItems?: number;
  readonly maxItems?: number;
  /** A list's items: free text (default) or e-mail addresses. */
  readonly item?: 'text' | 'email';
  /** A file field's accepted media types ('image/png') or name endings ('.ico'), and its size limit. */
  readonly accept?: readonly string[];
  readonly maxBytes?: number;
  /** Decimals a decimal field allows and is saved with (default 2). */
  readonly scale?: number;
  /** Whether the field is in play for these values (default always); one not in play is never invalid. */
  readonly applies?: (values: V) => boolean;
  /** A last check of this field after the built-in ones; answers a message or undefined. */
  readonly validate?: (value: V[K], values: V) => string | undefined;
}

/**
 * Whether a property the contract requires needs a value in the form: the contract's `required`
 * only says the property is sent (a form sends every field), so a list may be empty unless its
 * `minItems` says otherwise, a text may be empty unless its `minLength` does, and a flag always
 * has a value; a number, a choice, an address or a file has no empty value to send.
 */
function needsValue(kind: FieldKind, rule: FieldRule, required: boolean | undefined): boolean {
  if (!required) return false;
  if (kind === 'list' || kind === 'multi' || kind === 'boolean') return false;
  if (kind === 'text') return (rule.minLength ?? 0) >= 1;
  return true;
}

/**
 * A form's fields over the contract: each field gets the rules the contract's schema states for it
 * (required, lengths, range, whole numbers, pattern, options, items, size; the SDK's generated
 * `<Schema>Rules`), and the form adds only its own words (kind, label, messages) and what the form
 * asks beyond the API (a field it requires although the API lets an update leave it out).
 */
export function contractFields<V>(
  rules: Readonly<Record<string, FieldRule>>,
  fields: FormSpec<V>['fields'],
): FormSpec<V>['fields'] {
  const merged: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields) as [string, FieldSpec<V> | undefined][]) {
    if (!field) continue;
    const { options, required, ...rule } = rules[name] ?? {};
    // Options name an enum's values; numeric ones are a number field's, not a select's.
    const words = options?.every((option) => typeof option === 'string') ? { options } : {};
    merged[name] = {
      ...rule,
      ...words,
      ...(needsValue(field.kind, rule, required) ? { required } : {}),
      ...field,
    };
  }
  return merged as FormSpec<V>['fields'];
}

/** A problem of one field, as a cross-field rule answers it. */
export interface FieldProblem<V> {
  readonly field: keyof V & string;
  readonly message: string;
}

/** A rule over several fields (a threshold that depends on the kind, a value required by an action). */
export type CrossFieldRule<V> = (values: V) => FieldProblem<V> | readonly FieldProblem<V>[] | undefined;

/** The fields of a form and its cross-field rules. */
export interface FormSpec<V> {
  readonly fields: { readonly [K in keyof V & string]?: FieldSpec<V, K> };
  readonly rules?: readonly CrossFieldRule<V>[];
}

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;
export type FieldFlags<V> = Partial<Record<keyof V & string, boolean>>;

export type EntityFormStatus = 'editing' | 'submitting' | 'saved' | 'failed';

export interface EntityFormState<V> {
  /** What the user has entered; never lost by a failed save. */
  readonly values: V;
  /** The values the form started with (or last saved). */
  readonly initial: V;
  /** Fields the user has left (or every field after a submit attempt). */
  readonly touched: FieldFlags<V>;
  /** Every client-side problem of the current values, shown or not. */
  readonly clientErrors: FieldErrors<V>;
  /** The server's problems from the last failed save, each kept until its field changes. */
  readonly serverErrors: FieldErrors<V>;
  /** What to show next to each field: the client problem of a touched field, else the server's. */
  readonly errors: FieldErrors<V>;
  /** A failure that belongs to no field (403, network, a server problem about another field). */
  readonly generalError: string | undefined;
  readonly status: EntityFormStatus;
  readonly submitting: boolean;
  /** The user tried to submit at least once. */
  readonly submitAttempted: boolean;
  /** The values differ from `initial`. */
  readonly dirty: boolean;
  /** No client-side problem. */
  readonly valid: boolean;
}

export type SubmitOutcome<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly reason: 'invalid' | 'busy' | 'failed' | 'overtaken' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/** Whether the text is one plausible e-mail address. */
function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL.test(value);
}

/** Why the text is not an https address without credentials, or undefined when it is one. */
export function httpsUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full address starting with https://.';
  }
  if (url.protocol !== 'https:') return 'The address must start with https://.';
  if (url.username !== '' || url.password !== '')
    return 'The address must not contain a user name or password.';
  if (url.hostname === '') return 'The address needs a host name.';
  return undefined;
}

function isEmptyNumber(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value));
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function itemsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => String(item).trim()).filter((item) => item !== '') : [];
}

/** What a file field holds: anything Blob-like with a name (a browser File, or a test's stand-in). */
export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

function fileOf(value: unknown): FileLike | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, type, size } = value as Partial<FileLike>;
  return typeof name === 'string' && typeof type === 'string' && typeof size === 'number'
    ? { name, type, size }
    : undefined;
}

/** A size in words: '820 bytes', '12.4 KB', '5 MB' (binary units, as limits are given). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

/** Why the file does not fit `accept` and `maxBytes`, or undefined when it does. */
function fileProblem(
  file: FileLike,
  rules: { readonly accept?: readonly string[]; readonly maxBytes?: number },
): string | undefined {
  const accept = rules.accept ?? [];
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const fits = accept.some((entry) =>
    entry.startsWith('.') ? name.endsWith(entry.toLowerCase()) : type === entry.toLowerCase(),
  );
  if (accept.length > 0 && !fits) return `${file.name} is not one of the accepted file types.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
    const [size, limit] = [formatBytes(file.size), formatBytes(rules.maxBytes)];
    return `${file.name} is larger than ${limit}${size === limit ? '' : ` (${size})`}.`;
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function lengthProblem(text: string, spec: FieldSpec<never, never>, subject: string): string | undefined {
  if (spec.minLength !== undefined && text.length < spec.minLength) {
    return `${subject} needs at least ${spec.minLength} character${spec.minLength === 1 ? '' : 's'}.`;
  }
  if (spec.maxLength !== undefined && text.length > spec.maxLength) {
    return `${subject} can be at most ${spec.maxLength} characters.`;
  }
  return undefined;
}

/** The built-in problem of one value against its spec (required, lengths, formats, ranges, items). */
function builtInProblem(value: unknown, spec: FieldSpec<never, never>): string | undefined {
  const { label } = spec;
  switch (spec.kind) {
    case 'boolean':
      return undefined;
    case 'file': {
      if (value === undefined || value === null) return spec.required ? `${label} is required.` : undefined;
      const file = fileOf(value);
      return file ? fileProblem(file, spec) : `${label} must be a file.`;
    }
    case 'number': {
      if (isEmptyNumber(value)) return spec.required ? `${label} is required.` : undefined;
      const n = Number(value);
      if (!Number.isFinite(n)) return `${label} must be a number.`;
      if (spec.integer && !Number.isInteger(n)) return `${label} must be a whole number.`;
      if (spec.min !== undefined && spec.max !== undefined && (n < spec.min || n > spec.max)) {
        return `${label} must be between ${spec.min} and ${spec.max}.`;
      }
      if (spec.min !== undefined && n < spec.min) return `${label} must be at least ${spec.min}.`;
      if (spec.max !== undefined && n > spec.max) return `${label} must be at most ${spec.max}.`;
      return undefined;
    }
    case 'multi':
    case 'list': {
      const items = itemsOf(value);
      if (items.length === 0 && spec.required && !spec.minItems) return `${label} is required.`;
      if (spec.minItems !== undefined && items.length < spec.minItems) {
        return spec.minItems === 1
          ? spec.kind === 'multi'
            ? `Choose at least one option for ${label.toLowerCase()}.`
            : `${label} needs at least one entry.`
          : `${label} needs at least ${spec.minItems} entries.`;
      }
      if (spec.maxItems !== undefined && items.length > spec.maxItems) {
        return `${label} takes at most ${spec.maxItems} entries.`;
      }
      const seen = new Set<string>();
      for (const item of items) {
        const key = item.toLowerCase();
        if (seen.has(key)) return `'${item}' is listed twice.`;
        seen.add(key);
        if (spec.options && !spec.options.includes(item)) return `'${item}' is not one of the options.`;
        if (spec.item === 'email' && !isEmailAddress(item)) return `'${item}' is not a valid e-mail address.`;
        const length = lengthProblem(item, spec, `Each entry of ${label.toLowerCase()}`);
        if (length) return length;
      }
      return undefined;
    }
    default: {
      const text = textOf(value);
      if (text === '') return spec.required ? `${label} is required.` : undefined;
      const length = lengthProblem(text, spec, label);
      if (length) return length;
      if (spec.kind === 'email' && !isEmailAddress(text)) return 'Enter a valid e-mail address.';
      if (spec.kind === 'url') return httpsUrlProblem(text);
      if (spec.kind === 'enum' && spec.options && !spec.options.includes(text))
        return `Choose a ${label.toLowerCase()}.`;
      if (spec.kind === 'decimal') {
        const scale = spec.scale ?? 2;
        const pattern = new RegExp(`^[0-9]+(\\.[0-9]{1,${scale}})?$`);
        if (!pattern.test(text))
          return `Enter an amount with at most ${scale} decimals, for example 1250.00.`;
      }
      if (spec.format === 'uuid' && !UUID.test(text))
        return spec.patternMessage ?? `${label} must be an id such as 0f8fad5b-d9cb-469f-a165-70867728950e.`;
      // The contract's pattern last, on the value as it is saved ('12.5' is sent as '12.50').
      if (
        spec.pattern !== undefined &&
        !new RegExp(spec.pattern, 'u').test(String(cleanValue(value, spec as FieldSpec<unknown>)))
      )
        return spec.patternMessage ?? `${label} is not in the expected form.`;
      return undefined;
    }
  }
}

/**
 * Every client-side problem of the values: the built-in checks of each field in play, its own
 * `validate`, then the cross-field rules (a field keeps its first problem).
 */
export function validateEntity<V>(spec: FormSpec<V>, values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const [name, field] of Object.entries(spec.fields) as [keyof V & string, FieldSpec<V> | undefined][]) {
    if (!field || (field.applies && !field.applies(values))) continue;
    const value = values[name];
    const problem =
      builtInProblem(value, field as unknown as FieldSpec<never, never>) ??
      field.validate?.(cleanValue(value, field) as V[keyof V], values);
    if (problem) errors[name] = problem;
  }
  for (const rule of spec.rules ?? []) {
    const found = rule(values);
    const problems: readonly FieldProblem<V>[] =
      found === undefined ? [] : Array.isArray(found) ? found : [found as FieldProblem<V>];
    for (const problem of problems) errors[problem.field] ??= problem.message;
  }
  return errors;
}

function cleanValue<V>(value: unknown, field: FieldSpec<V>): unknown {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'enum':
      return typeof value === 'string' ? value.trim() : value;
    case 'decimal': {
      const text = textOf(value);
      const scale = field.scale ?? 2;
      if (!/^[0-9]+(\.[0-9]+)?$/.test(text)) return text;
      const [whole = '0', fraction = ''] = text.split('.');
      return fraction.length > scale
        ? text
        : `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(scale, '0')}`;
    }
    case 'multi':
    case 'list':
      return itemsOf(value);
    default:
      return value;
  }
}

/**
 * The values as they are saved: text trimmed, decimals with exactly their scale ('12.5' → '12.50'),
 * list items trimmed and empty ones dropped. Fields without a spec pass unchanged.
 */
function cleanEntityValues<V>(spec: FormSpec<V>, values: V): V {
  const clean = { ...values };
  for (const [name, field] of Object.entries(spec.fields) as [keyof V & string, FieldSpec<V> | undefined][]) {
    if (field) clean[name] = cleanValue(values[name], field) as V[keyof V & string];
  }
  return clean;
}

/** The problem details a failed call carries (an SDK ApiError or anything shaped like it). */
interface ProblemLike {
  readonly title?: unknown;
  readonly detail?: unknown;
  readonly status?: unknown;
  readonly errors?: unknown;
}

function problemOf(error: unknown): ProblemLike | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const problem = (error as { problem?: unknown }).problem;
  return typeof problem === 'object' && problem !== null ? (problem as ProblemLike) : undefined;
}

/**
 * The form field a problem's `field` names: a JSON pointer's first segment (`/name` and
 * `/recipients/2` → `name`, `recipients`) or a `body.name` path; undefined for anything else.
 */
export function fieldOfPointer(pointer: string): string | undefined {
  const path = pointer.startsWith('/')
    ? pointer.slice(1)
    : pointer.startsWith('body.')
      ? pointer.slice(5)
      : undefined;
  if (path === undefined) return undefined;
  const first = path.split(/[/.]/)[0] ?? '';
  const name = first.replaceAll('~1', '/').replaceAll('~0', '~');
  return name === '' ? undefined : name;
}

/** What the user is told when a save fails for a reason that belongs to no field. */
export function saveFailureMessage(error: unknown): string {
  const problem = problemOf(error);
  const status = typeof problem?.status === 'number' ? problem.status : undefined;
  if (status === 0) return 'The server could not be reached. Your entries are kept; try again.';
  if (status === 403) return 'You are not allowed to make this change.';
  if (status === 404) return 'This entry no longer exists; it may have been deleted meanwhile.';
  const text =
    (typeof problem?.detail === 'string' && problem.detail) ||
    (typeof problem?.title === 'string' && problem.title) ||
    (error instanceof Error && error.message) ||
    'The change could not be saved.';
  return `Not saved: ${text}`;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
  return Object.is(a, b);
}

function sameValues<V>(a: V, b: V): boolean {
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  return [...keys].every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * One entity's edit form, framework-free: values, touched fields, client-side problems, the submit
 * and its outcome. A 400 problem's `errors` (`/name` → the name field) show next to their fields
 * until those fields change; any other failure becomes `generalError`. The user's values stay as
 * they are when a save fails. An answer that arrives after `reset` (or a newer submit) is dropped.
 */
export class EntityForm<V extends object> extends Store<EntityFormState<V>> {
  readonly spec: FormSpec<V>;
  #run = 0;

  constructor(spec: FormSpec<V>, initial: V) {
    super(
      EntityForm.#derive(spec, {
        values: initial,
        initial,
        touched: {},
        serverErrors: {},
        generalError: undefined,
        status: 'editing',
        submitAttempted: false,
      }),
    );
    this.spec = spec;
  }

  static #derive<V>(
    spec: FormSpec<V>,
    base: Pick<
      EntityFormState<V>,
      'values' | 'initial' | 'touched' | 'serverErrors' | 'generalError' | 'status' | 'submitAttempted'
    >,
  ): EntityFormState<V> {
    const clientErrors = validateEntity(spec, base.values);
    const errors: FieldErrors<V> = {};
    const names = new Set([...Object.keys(clientErrors), ...Object.keys(base.serverErrors)]) as Set<
      keyof V & string
    >;
    for (const name of names) {
      const client = base.touched[name] || base.submitAttempted ? clientErrors[name] : undefined;
      const message = client ?? base.serverErrors[name];
      if (message) errors[name] = message;
    }
    return {
      ...base,
      clientErrors,
      errors,
      submitting: base.status === 'submitting',
      dirty: !sameValues(base.values, base.initial),
      valid: Object.keys(clientErrors).length === 0,
    };
  }

  #update(patch: Partial<EntityFormState<V>>): void {
    this.set((previous) => EntityForm.#derive(this.spec, { ...previous, ...patch }));
  }

  /** Changes one field; its server problem goes, the general error stays until the next submit. */
  setValue<K extends keyof V & string>(name: K, value: V[K]): void {
    const previous = this.getSnapshot();
    if (sameValue(previous.values[name], value)) return;
    const { [name]: _dropped, ...serverErrors } = previous.serverErrors;
    this.#update({
      values: { ...previous.values, [name]: value },
      serverErrors: serverErrors as FieldErrors<V>,
      status: previous.status === 'submitting' ? 'submitting' : 'editing',
    });
  }

  /** Changes several fields at once. */
  setValues(patch: Partial<V>): void {
    for (const [name, value] of Object.entries(patch) as [keyof V & string, V[keyof V & string]][]) {
      this.setValue(name, value);
    }
  }

  /** The user has left the field: its client-side problem shows from now on. */
  touch(name: keyof V & string): void {
    const previous = this.getSnapshot();
    if (previous.touched[name]) return;
    this.#update({ touched: { ...previous.touched, [name]: true } });
  }

  /** Starts over with these values (or the initial ones); a save on its way is forgotten. */
  reset(values: V = this.getSnapshot().initial): void {
    this.#run++;
    this.set(
      EntityForm.#derive(this.spec, {
        values,
        initial: values,
        touched: {},
        serverErrors: {},
        generalError: undefined,
        status: 'editing',
        submitAttempted: false,
      }),
    );
  }

  /** The current values as they would be saved (trimmed, decimals with their scale). */
  cleanValues(): V {
    return cleanEntityValues(this.spec, this.getSnapshot().values);
  }

  /**
   * Validates and, when valid, saves the clean values with `save` (which rejects on failure, as
   * `unwrap` of an SDK result does). Every field counts as touched afterwards.
   */
  async submit<T>(save: (values: V) => Promise<T>): Promise<SubmitOutcome<T>> {
    const state = this.getSnapshot();
    if (state.submitting) return { ok: false, reason: 'busy' };
    if (!state.valid) {
      this.#update({ submitAttempted: true });
      return { ok: false, reason: 'invalid' };
    }
    const run = ++this.#run;
    this.#update({ submitAttempted: true, status: 'submitting', generalError: undefined, serverErrors: {} });
    let data: T;
    try {
      data = await save(this.cleanValues());
    } catch (error) {
      if (run !== this.#run) return { ok: false, reason: 'overtaken' };
      this.#fail(error);
      return { ok: false, reason: 'failed' };
    }
    if (run !== this.#run) return { ok: false, reason: 'overtaken' };
    const { values } = this.getSnapshot();
    this.#update({ status: 'saved', initial: values });
    return { ok: true, data };
  }

  #fail(error: unknown): void {
    const problem = problemOf(error);
    const serverErrors: FieldErrors<V> = {};
    const other: string[] = [];
    if (problem?.status === 400 && Array.isArray(problem.errors)) {
      for (const entry of problem.errors as unknown[]) {
        const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
        if (typeof message !== 'string') continue;
        const name = typeof field === 'string' ? fieldOfPointer(field) : undefined;
        if (name !== undefined && name in this.spec.fields) {
          serverErrors[name as keyof V & string] ??= message;
        } else {
          other.push(message);
        }
      }
    }
    const mapped = Object.keys(serverErrors).length > 0;
    const generalError =
      other.length > 0 ? `Not saved: ${other.join(' ')}` : mapped ? undefined : saveFailureMessage(error);
    this.#update({ status: 'failed', serverErrors, generalError });
  }
}

/** The dialogs an editable list can show. */
export type EditableListMode = 'closed' | 'create' | 'edit' | 'delete';

/** The calls that change the list's entities; each rejects on failure. */
export interface EditableListApi<T, V> {
  create(values: V): Promise<T>;
  update(item: T, values: V): Promise<T>;
  remove(item: T): Promise<unknown>;
}

export interface EditableListOptions<T, V extends object> {
  spec: FormSpec<V>;
  /** The values of a new entity. */
  empty: () => V;
  /** The values of an entity being edited. */
  toValues: (item: T) => V;
  api: EditableListApi<T, V>;
  /** How notices name an entity (default: its `name`, else 'The entry'). */
  describe?: (item: T) => string;
  /** How long a notice ('… was created.') stays (default 5000 ms). */
  noticeMs?: number;
  clock?: Clock;
}

export interface EditableListState<T, V extends object> {
  readonly mode: EditableListMode;
  /** The entity being edited or deleted. */
  readonly target: T | undefined;
  /** The form of the create or edit dialog. */
  readonly form: EntityForm<V> | undefined;
  /** The delete is on its way. */
  readonly deleting: boolean;
  /** Why the last delete failed; the confirmation stays open. */
  readonly deleteError: string | undefined;
  /** What the last change did, for a polite live region; clears itself. */
  readonly notice: string | undefined;
}

/** A notice shows for 5 s. */
export const EDITABLE_LIST_NOTICE_MS = 5000;

function defaultDescribe(item: unknown): string {
  const name = (item as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? `'${name}'` : 'The entry';
}

/**
 * The create / edit / confirm-delete flow of a list of entities: which dialog is open, its form,
 * the delete on its way and its error, and a notice after each change. A failed save keeps the
 * dialog and the user's values; a failed delete keeps the confirmation with the reason.
 
 * @public Bound by useEditableListController, which answers it.
 */
export class EditableList<T, V extends object> extends Store<EditableListState<T, V>> {
  readonly #options: EditableListOptions<T, V>;
  readonly #clock: Clock;
  #noticeTimer: unknown;
  #deleteRun = 0;

  constructor(options: EditableListOptions<T, V>) {
    super({
      mode: 'closed',
      target: undefined,
      form: undefined,
      deleting: false,
      deleteError: undefined,
      notice: undefined,
    });
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
  }

  /** Opens the create dialog with the empty values. */
  startCreate(): void {
    this.#open('create', undefined, new EntityForm(this.#options.spec, this.#options.empty()));
  }

  /** Opens the edit dialog with the entity's values. */
  startEdit(item: T): void {
    this.#open('edit', item, new EntityForm(this.#options.spec, this.#options.toValues(item)));
  }

  /** Asks to confirm the entity's deletion. */
  startDelete(item: T): void {
    this.#open('delete', item, undefined);
  }

  /** Closes whatever is open; an answer still on its way is forgotten. */
  cancel(): void {
    this.getSnapshot().form?.reset();
    this.#open('closed', undefined, undefined);
  }

  #open(mode: EditableListMode, target: T | undefined, form: EntityForm<V> | undefined): void {
    this.#deleteRun++;
    this.set((previous) => ({ ...previous, mode, target, form, deleting: false, deleteError: undefined }));
  }

  /** Saves the open form (create or edit); closes the dialog on success. */
  async save(): Promise<SubmitOutcome<T>> {
    const { mode, target, form } = this.getSnapshot();
    if (!form || (mode !== 'create' && mode !== 'edit')) return { ok: false, reason: 'overtaken' };
    const { api } = this.#options;
    const outcome = await form.submit((values) =>
      mode === 'create' || target === undefined ? api.create(values) : api.update(target, values),
    );
    if (outcome.ok && this.getSnapshot().form === form) {
      this.#open('closed', undefined, undefined);
      this.#notify(`${this.#describe(outcome.data)} was ${mode === 'create' ? 'created' : 'saved'}.`);
    }
    return outcome;
  }

  /** Deletes the entity being confirmed; closes on success, keeps the confirmation on failure. */
  async confirmDelete(): Promise<boolean> {
    const { mode, target, deleting } = this.getSnapshot();
    if (mode !== 'delete' || target === undefined || deleting) return false;
    const run = ++this.#deleteRun;
    this.set((previous) => ({ ...previous, deleting: true, deleteError: undefined }));
    try {
      await this.#options.api.remove(target);
    } catch (error) {
      if (run === this.#deleteRun) {
        const message = saveFailureMessage(error).replace(/^Not saved: /, 'Not deleted: ');
        this.set((previous) => ({ ...previous, deleting: false, deleteError: message }));
      }
      return false;
    }
    if (run !== this.#deleteRun) return false;
    this.#open('closed', undefined, undefined);
    this.#notify(`${this.#describe(target)} was deleted.`);
    return true;
  }

  /** Clears the notice now. */
  dismissNotice(): void {
    if (this.#noticeTimer !== undefined) this.#clock.clearTimeout(this.#noticeTimer);
    this.#noticeTimer = undefined;
    this.set((previous) => (previous.notice === undefined ? previous : { ...previous, notice: undefined }));
  }

  /** Stops the notice's timer (the notice clears); the list stays usable. */
  dispose(): void {
    this.dismissNotice();
  }

  #describe(item: T): string {
    return (this.#options.describe ?? defaultDescribe)(item);
  }

  #notify(notice: string): void {
    this.dismissNotice();
    this.set((previous) => ({ ...previous, notice }));
    this.#noticeTimer = this.#clock.setTimeout(() => {
      this.#noticeTimer = undefined;
      this.set((previous) => ({ ...previous, notice: undefined }));
    }, this.#options.noticeMs ?? EDITABLE_LIST_NOTICE_MS);
  }
}
