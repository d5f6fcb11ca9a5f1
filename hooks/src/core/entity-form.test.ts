import { ApiError } from '@portal/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contractFields,
  EDITABLE_LIST_NOTICE_MS,
  EditableList,
  EntityForm,
  type FileLike,
  type FormSpec,
  fieldOfPointer,
  formatBytes,
  httpsUrlProblem,
  validateEntity,
} from './entity-form.ts';

interface Definition {
  name: string;
  kind: string;
  threshold: string;
  recipients: string[];
  url: string;
  personas: string[];
  windowMinutes: number | undefined;
  enabled: boolean;
}

const spec: FormSpec<Definition> = {
  fields: {
    name: { kind: 'text', label: 'Name', required: true, maxLength: 10 },
    kind: { kind: 'enum', label: 'Kind', required: true, options: ['cost', 'anomaly'] },
    threshold: { kind: 'decimal', label: 'Threshold', applies: (v) => v.kind !== 'anomaly' },
    recipients: { kind: 'list', label: 'Recipients', item: 'email', minItems: 1, maxItems: 3 },
    url: { kind: 'url', label: 'URL', maxLength: 100 },
    personas: { kind: 'multi', label: 'Personas', options: ['Admin', 'Finance'], minItems: 1 },
    windowMinutes: { kind: 'number', label: 'Window', min: 5, max: 60, integer: true },
    enabled: { kind: 'boolean', label: 'Enabled' },
  },
  rules: [
    (v) =>
      v.kind === 'cost' && v.threshold.trim() === ''
        ? { field: 'threshold', message: 'A cost alert needs a threshold.' }
        : undefined,
  ],
};

const valid: Definition = {
  name: 'Budget',
  kind: 'cost',
  threshold: '12.5',
  recipients: ['a@contoso.example'],
  url: 'https://hooks.example/x',
  personas: ['Admin'],
  windowMinutes: 15,
  enabled: true,
};

function problem(status: number, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(status, { title: status === 400 ? 'Bad Request' : 'Forbidden', status, ...extra });
}

describe('validateEntity', () => {
  it('accepts valid values', () => {
    expect(validateEntity(spec, valid)).toEqual({});
  });

  it('names each field with its problem', () => {
    const errors = validateEntity(spec, {
      name: '   ',
      kind: 'other',
      threshold: '1.234',
      recipients: ['a@contoso.example', 'nope'],
      url: 'http://hooks.example',
      personas: [],
      windowMinutes: 4.5,
      enabled: false,
    });
    expect(errors).toEqual({
      name: 'Name is required.',
      kind: 'Choose a kind.',
      threshold: 'Enter an amount with at most 2 decimals, for example 1250.00.',
      recipients: "'nope' is not a valid e-mail address.",
      url: 'The address must start with https://.',
      personas: 'Choose at least one option for personas.',
      windowMinutes: 'Window must be a whole number.',
    });
  });

  it('checks lengths, ranges, item counts, duplicates and options', () => {
    const errors = validateEntity(spec, {
      ...valid,
      name: 'x'.repeat(11),
      recipients: ['a@b.example', 'c@d.example', 'A@b.example'],
      personas: ['Admin', 'Sales'],
      windowMinutes: 90,
    });
    expect(errors).toEqual({
      name: 'Name can be at most 10 characters.',
      recipients: "'A@b.example' is listed twice.",
      personas: "'Sales' is not one of the options.",
      windowMinutes: 'Window must be between 5 and 60.',
    });
    expect(
      validateEntity(spec, {
        ...valid,
        recipients: ['a@b.example', 'b@b.example', 'c@b.example', 'd@b.example'],
      }),
    ).toEqual({
      recipients: 'Recipients takes at most 3 entries.',
    });
  });

  it('runs cross-field rules and skips fields not in play', () => {
    expect(validateEntity(spec, { ...valid, threshold: '' })).toEqual({
      threshold: 'A cost alert needs a threshold.',
    });
    expect(validateEntity(spec, { ...valid, kind: 'anomaly', threshold: 'garbage' })).toEqual({});
  });

  it('refuses URLs with credentials or without https', () => {
    expect(httpsUrlProblem('https://user:secret@hooks.example/')).toBe(
      'The address must not contain a user name or password.',
    );
    expect(httpsUrlProblem('hooks.example')).toBe('Enter a full address starting with https://.');
    expect(httpsUrlProblem('https://hooks.example/a?b=c')).toBeUndefined();
  });

  it('checks a chosen file against its types and size limit', () => {
    interface Upload {
      logo: FileLike | undefined;
      icon: FileLike | undefined;
    }
    const rules = { kind: 'file', accept: ['image/png', '.ico'], maxBytes: 1024 } as const;
    const files: FormSpec<Upload> = {
      fields: { logo: { ...rules, label: 'Logo', required: true }, icon: { ...rules, label: 'Icon' } },
    };
    const file = (name: string, type: string, size: number): FileLike => ({ name, type, size });
    expect(validateEntity(files, { logo: file('a.png', 'image/png', 1024), icon: undefined })).toEqual({});
    expect(validateEntity(files, { logo: undefined, icon: file('f.ICO', '', 10) })).toEqual({
      logo: 'Logo is required.',
    });
    expect(
      validateEntity(files, { logo: file('a.gif', 'image/gif', 10), icon: file('b.png', 'image/png', 0) }),
    ).toEqual({
      logo: 'a.gif is not one of the accepted file types.',
      icon: 'b.png is empty.',
    });
    expect(validateEntity(files, { logo: file('a.png', 'image/png', 1536), icon: undefined }).logo).toBe(
      'a.png is larger than 1 KB (1.5 KB).',
    );
    expect(formatBytes(820)).toBe('820 bytes');
    expect(formatBytes(12_700)).toBe('12.4 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });

  it('maps problem pointers to fields', () => {
    expect(fieldOfPointer('/name')).toBe('name');
    expect(fieldOfPointer('/recipients/2')).toBe('recipients');
    expect(fieldOfPointer('body.url')).toBe('url');
    expect(fieldOfPointer('query.limit')).toBeUndefined();
    expect(fieldOfPointer('/')).toBeUndefined();
  });
});

describe('EntityForm', () => {
  it('shows a client problem only once the field is touched or a submit was tried', async () => {
    const form = new EntityForm(spec, { ...valid, name: '' });
    expect(form.getSnapshot().clientErrors.name).toBe('Name is required.');
    expect(form.getSnapshot().errors).toEqual({});
    form.touch('name');
    expect(form.getSnapshot().errors).toEqual({ name: 'Name is required.' });

    const other = new EntityForm(spec, { ...valid, name: '' });
    const save = vi.fn(async () => 'saved');
    expect(await other.submit(save)).toEqual({ ok: false, reason: 'invalid' });
    expect(save).not.toHaveBeenCalled();
    expect(other.getSnapshot().errors).toEqual({ name: 'Name is required.' });
  });

  it('saves the clean values and tracks dirty and submit state', async () => {
    const form = new EntityForm(spec, valid);
    expect(form.getSnapshot().dirty).toBe(false);
    form.setValue('name', '  Budget 2 ');
    form.setValue('recipients', [' a@contoso.example ', '']);
    expect(form.getSnapshot().dirty).toBe(true);
    let finish: (value: string) => void = () => {};
    const save = vi.fn((_values: Definition) => new Promise<string>((resolve) => (finish = resolve)));
    const pending = form.submit(save);
    expect(form.getSnapshot().submitting).toBe(true);
    expect(await form.submit(save)).toEqual({ ok: false, reason: 'busy' });
    expect(save).toHaveBeenCalledWith({
      ...valid,
      name: 'Budget 2',
      threshold: '12.50',
      recipients: ['a@contoso.example'],
    });
    finish('id-1');
    expect(await pending).toEqual({ ok: true, data: 'id-1' });
    expect(form.getSnapshot()).toMatchObject({ status: 'saved', submitting: false, dirty: false });
  });

  it("maps a 400 problem's errors to fields and keeps the user's values", async () => {
    const form = new EntityForm(spec, valid);
    form.setValue('name', 'Taken');
    const outcome = await form.submit(async () => {
      throw problem(400, {
        errors: [
          { field: '/name', message: 'A definition with this name exists.' },
          { field: '/recipients/0', message: 'Unknown recipient.' },
        ],
      });
    });
    expect(outcome).toEqual({ ok: false, reason: 'failed' });
    const state = form.getSnapshot();
    expect(state.values.name).toBe('Taken');
    expect(state.errors).toEqual({
      name: 'A definition with this name exists.',
      recipients: 'Unknown recipient.',
    });
    expect(state.generalError).toBeUndefined();
    form.setValue('name', 'Free');
    expect(form.getSnapshot().errors).toEqual({ recipients: 'Unknown recipient.' });
  });

  it('turns other failures into a general error', async () => {
    const form = new EntityForm(spec, valid);
    await form.submit(async () => {
      throw problem(403, { detail: 'Only admins.' });
    });
    expect(form.getSnapshot().generalError).toBe('You are not allowed to make this change.');
    await form.submit(async () => {
      throw ApiError.network(new Error('offline'));
    });
    expect(form.getSnapshot().generalError).toBe(
      'The server could not be reached. Your entries are kept; try again.',
    );
    await form.submit(async () => {
      throw problem(400, { detail: 'Bad', errors: [{ field: 'query.x', message: 'Unknown parameter.' }] });
    });
    expect(form.getSnapshot().generalError).toBe('Not saved: Unknown parameter.');
    await form.submit(async () => {
      throw new Error('boom');
    });
    expect(form.getSnapshot()).toMatchObject({
      generalError: 'Not saved: boom',
      status: 'failed',
      values: valid,
    });
  });

  it('drops an answer that arrives after a reset', async () => {
    const form = new EntityForm(spec, valid);
    let finish: (value: string) => void = () => {};
    const pending = form.submit(() => new Promise<string>((resolve) => (finish = resolve)));
    form.reset({ ...valid, name: 'Other' });
    finish('late');
    expect(await pending).toEqual({ ok: false, reason: 'overtaken' });
    expect(form.getSnapshot()).toMatchObject({ status: 'editing', values: { name: 'Other' } });
  });
});

interface Item {
  id: string;
  name: string;
}

describe('EditableList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const itemSpec: FormSpec<{ name: string }> = {
    fields: { name: { kind: 'text', label: 'Name', required: true } },
  };

  function list(api: Partial<EditableListOptionsApi> = {}) {
    return new EditableList<Item, { name: string }>({
      spec: itemSpec,
      empty: () => ({ name: '' }),
      toValues: (item) => ({ name: item.name }),
      api: {
        create: async (values) => ({ id: 'new', ...values }),
        update: async (item, values) => ({ ...item, ...values }),
        remove: async () => undefined,
        ...api,
      },
    });
  }
  type EditableListOptionsApi = ConstructorParameters<typeof EditableList<Item, { name: string }>>[0]['api'];

  it('creates through the form, closes and announces it for 5 s', async () => {
    const create = vi.fn(async (values: { name: string }) => ({ id: 'n1', ...values }));
    const controller = list({ create });
    controller.startCreate();
    const { form } = controller.getSnapshot();
    expect(controller.getSnapshot().mode).toBe('create');
    form?.setValue('name', ' Nightly ');
    expect(await controller.save()).toEqual({ ok: true, data: { id: 'n1', name: 'Nightly' } });
    expect(create).toHaveBeenCalledWith({ name: 'Nightly' });
    expect(controller.getSnapshot()).toMatchObject({
      mode: 'closed',
      form: undefined,
      notice: "'Nightly' was created.",
    });
    vi.advanceTimersByTime(EDITABLE_LIST_NOTICE_MS - 1);
    expect(controller.getSnapshot().notice).toBe("'Nightly' was created.");
    vi.advanceTimersByTime(1);
    expect(controller.getSnapshot().notice).toBeUndefined();
  });

  it('keeps the edit dialog and the values open when the save fails', async () => {
    const controller = list({
      update: async () => {
        throw problem(400, { errors: [{ field: '/name', message: 'Name is taken.' }] });
      },
    });
    controller.startEdit({ id: 'a', name: 'Old' });
    controller.getSnapshot().form?.setValue('name', 'Taken');
    expect(await controller.save()).toEqual({ ok: false, reason: 'failed' });
    const state = controller.getSnapshot();
    expect(state.mode).toBe('edit');
    expect(state.form?.getSnapshot().values.name).toBe('Taken');
    expect(state.form?.getSnapshot().errors.name).toBe('Name is taken.');
  });

  it('confirms a delete, shows a failure and stays open, then deletes', async () => {
    const remove = vi
      .fn<(item: Item) => Promise<unknown>>()
      .mockRejectedValueOnce(ApiError.network(new Error('offline')))
      .mockResolvedValueOnce(undefined);
    const controller = list({ remove });
    controller.startDelete({ id: 'a', name: 'Old' });
    expect(await controller.confirmDelete()).toBe(false);
    expect(controller.getSnapshot()).toMatchObject({
      mode: 'delete',
      deleting: false,
      deleteError: 'The server could not be reached. Your entries are kept; try again.',
    });
    expect(await controller.confirmDelete()).toBe(true);
    expect(controller.getSnapshot()).toMatchObject({ mode: 'closed', notice: "'Old' was deleted." });
  });

  it('forgets a delete answer after cancel', async () => {
    let finish: () => void = () => {};
    const controller = list({ remove: () => new Promise<void>((resolve) => (finish = resolve)) });
    controller.startDelete({ id: 'a', name: 'Old' });
    const pending = controller.confirmDelete();
    expect(controller.getSnapshot().deleting).toBe(true);
    controller.cancel();
    finish();
    expect(await pending).toBe(false);
    expect(controller.getSnapshot()).toMatchObject({ mode: 'closed', notice: undefined });
  });

  it('dispose clears the notice timer', async () => {
    const controller = list();
    controller.startCreate();
    controller.getSnapshot().form?.setValue('name', 'X');
    await controller.save();
    controller.dispose();
    expect(controller.getSnapshot().notice).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('contractFields', () => {
  interface Enrollment {
    number: string;
    seats: number;
    plan: string;
  }
  // As the SDK generates them from a contract schema.
  const rules = {
    number: { required: true, minLength: 6, maxLength: 12, pattern: '^[0-9]{6,12}$' },
    seats: { integer: true, min: 1, max: 500 },
    plan: { options: ['basic', 'premium'] },
  } as const;
  const spec: FormSpec<Enrollment> = {
    fields: contractFields<Enrollment>(rules, {
      number: { kind: 'text', label: 'Enrollment number', patternMessage: 'Enter the 6 to 12 digits.' },
      seats: { kind: 'number', label: 'Seats', required: true },
      plan: { kind: 'enum', label: 'Plan' },
    }),
  };

  it('checks what the contract states under the form’s own words', () => {
    expect(validateEntity(spec, { number: '', seats: 2.5, plan: 'gold' })).toEqual({
      number: 'Enrollment number is required.',
      seats: 'Seats must be a whole number.',
      plan: 'Choose a plan.',
    });
    expect(validateEntity(spec, { number: '12345a', seats: 501, plan: 'basic' })).toEqual({
      number: 'Enter the 6 to 12 digits.',
      seats: 'Seats must be between 1 and 500.',
    });
    expect(validateEntity(spec, { number: ' 1234567 ', seats: 12, plan: 'premium' })).toEqual({});
  });

  it('keeps what the form adds beyond the contract, and leaves fields the form has not', () => {
    expect(spec.fields.seats).toMatchObject({ required: true, integer: true, min: 1, max: 500 });
    expect(Object.keys(contractFields<Enrollment>(rules, { plan: { kind: 'enum', label: 'Plan' } }))).toEqual(
      ['plan'],
    );
  });
});
