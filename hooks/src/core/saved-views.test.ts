import { ApiError, type ApiResult, type SavedView } from '@portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  type SavedViewsApi as Api,
  DEFAULT_VIEW_ID,
  DEFAULT_VIEW_NAME,
  nextUniqueViewName,
  SavedViews,
  type SavedViewsOptions,
  type SavedViewToast,
  VIEW_TITLE_MAX,
  VIEWS_PER_TAB_LIMIT,
  validateViewTitle,
} from './saved-views.ts';

const PAGE = 'azure-costs';
const TAB = 'Overview';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
const failed = <T>(status = 500): ApiResult<T> => ({
  ok: false,
  status,
  error: new ApiError(status, { title: 'Failed', status }),
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise run its continuations. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Stored extends SavedView {
  state: string;
}

/** An in-memory saved-view backend behind the SDK client's shape; each method is a spy. */
function fakeBackend(names: string[] = [], options: { tab?: string } = {}) {
  let next = 1;
  const rows: Stored[] = [];
  const put = (name: string, tabName = options.tab ?? TAB): Stored => {
    const id = `v${next++}`;
    const row = {
      entryId: id,
      pageName: PAGE,
      tabName,
      name,
      state: `state-of-${name}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastUsedAt: null,
    };
    rows.push(row);
    return row;
  };
  for (const name of names) put(name);
  const strip = ({ state: _state, ...view }: Stored): SavedView => view;
  const client = {
    list: vi.fn<Api['list']>(async (_page, _tab) =>
      // The fake answers every tab of the page: the controller must filter.
      ok(rows.filter((r) => r.pageName === _page).map(strip)),
    ),
    getById: vi.fn<Api['getById']>(async (entryId) => {
      const row = rows.find((r) => r.entryId === entryId);
      return ok(row ? { entryId, state: row.state } : null);
    }),
    add: vi.fn<Api['add']>(async (input) => {
      const row = put(input.name, input.tabName);
      row.state = input.state;
      return ok({
        success: true,
        result: strip(row),
        errors: [],
      });
    }),
    remove: vi.fn<Api['remove']>(async (entryIds) => {
      for (const id of entryIds) {
        const index = rows.findIndex((r) => r.entryId === id);
        if (index >= 0) rows.splice(index, 1);
      }
      return ok({
        success: true,
        result: entryIds,
        errors: [],
      });
    }),
    touch: vi.fn<Api['touch']>(async (entryId) =>
      ok({ success: true, result: { entryId, lastUsedAt: '2026-01-02T00:00:00.000Z' }, errors: [] }),
    ),
  };
  return { client, rows, put };
}

/** The embedded report: shows one state; capture answers it, apply replaces it. */
function fakeReport(initial = 'initial-state') {
  const report = {
    shown: initial,
    capture: vi.fn(async () => report.shown),
    apply: vi.fn(async (state: string) => {
      report.shown = state;
    }),
  };
  return report;
}

function setup(names: string[] = [], extra: Partial<SavedViewsOptions> = {}) {
  const backend = fakeBackend(names);
  const report = fakeReport();
  const toasts: SavedViewToast[] = [];
  const notify = vi.fn((toast: SavedViewToast) => {
    toasts.push(toast);
  });
  const views = new SavedViews({
    client: backend.client,
    report,
    notify,
    pageName: PAGE,
    tabName: TAB,
    ...extra,
  });
  return { views, backend, report, toasts, notify };
}

const idOf = (views: SavedViews, name: string) =>
  views.getSnapshot().views.find((v) => v.name === name)?.entryId ?? `missing ${name}`;

describe('validateViewTitle (spec section 5)', () => {
  it('needs a title', () => {
    expect(validateViewTitle('')).toBe('Title is required.');
    expect(validateViewTitle('   ')).toBe('Title is required.');
  });

  it('allows at most 40 characters, counted after trimming', () => {
    expect(validateViewTitle('x'.repeat(40))).toBeUndefined();
    expect(validateViewTitle(`  ${'x'.repeat(40)}  `)).toBeUndefined();
    expect(validateViewTitle('x'.repeat(41))).toBe('Maximum length is 40 characters.');
  });

  it("refuses the reserved name, trimmed and in any case, with the spec's words", () => {
    const message = "'Default View' is reserved and cannot be added";
    expect(validateViewTitle('Default View')).toBe(message);
    expect(validateViewTitle('  default VIEW ')).toBe(message);
    expect(validateViewTitle('Default View 2')).toBeUndefined();
    expect(validateViewTitle('Default  View')).toBeUndefined();
  });

  it('with the tab’s names, a taken title must still fit once its suffix is added', () => {
    expect(validateViewTitle('Q1', ['Q1'])).toBeUndefined();
    const full = 'x'.repeat(40);
    expect(validateViewTitle(full, [])).toBeUndefined();
    expect(validateViewTitle(full, [full])).toBe(
      `Maximum length is 40 characters. This title is taken, so it would be saved as '${full} (1)'.`,
    );
  });

  it('keeps the constants of spec section 9 (the SDK’s, passed on)', () => {
    expect(DEFAULT_VIEW_NAME).toBe('Default View');
    expect(VIEWS_PER_TAB_LIMIT).toBe(16);
    expect(VIEW_TITLE_MAX).toBe(40);
    expect(DEFAULT_VIEW_ID).toBe('default');
  });
});

describe('nextUniqueViewName (decision 8)', () => {
  it('keeps a free name, trimmed', () => {
    expect(nextUniqueViewName('Q1', [])).toBe('Q1');
    expect(nextUniqueViewName('  Q1  ', ['Q2'])).toBe('Q1');
  });

  it("'Q1' exists → 'Q1 (1)'; 'Q1 (1)' and 'Q1 (4)' exist → 'Q1 (5)'", () => {
    expect(nextUniqueViewName('Q1', ['Q1'])).toBe('Q1 (1)');
    expect(nextUniqueViewName(' Q1 ', ['Q1'])).toBe('Q1 (1)');
    expect(nextUniqueViewName('Q1', ['Q1', 'Q1 (1)', 'Q1 (4)'])).toBe('Q1 (5)');
  });

  it('appends only when the name exists (spec section 4)', () => {
    expect(nextUniqueViewName('Q1', ['Q1 (1)', 'Q1 (4)'])).toBe('Q1');
  });

  it('counts a taken suffixed title from its base name', () => {
    expect(nextUniqueViewName('Q1 (1)', ['Q1', 'Q1 (1)'])).toBe('Q1 (2)');
    expect(nextUniqueViewName('Q1 (1)', ['Q1 (1)', 'Q1 (4)'])).toBe('Q1 (5)');
  });

  it('compares case-insensitively (the server refuses names that differ only in case)', () => {
    expect(nextUniqueViewName('q1', ['Q1', 'Q1 (2)'])).toBe('q1 (3)');
  });

  it('counts only suffixes of the same base name', () => {
    expect(nextUniqueViewName('Q1', ['Q1', 'Q10 (7)', 'Q1 (x)', 'Q1(3)', 'My Q1 (9)'])).toBe('Q1 (1)');
  });
});

describe('SavedViews: start (spec section 4, Report view)', () => {
  it('captures the Default View, loads the tab and, with no saved view, keeps the default active', async () => {
    const { views, backend, report, toasts } = setup();
    expect(views.getSnapshot().status).toBe('idle');
    const started = views.start();
    expect(views.getSnapshot().status).toBe('pending');
    await started;
    expect(report.capture).toHaveBeenCalledTimes(1);
    expect(backend.client.list).toHaveBeenCalledWith(PAGE, TAB, expect.objectContaining({}));
    expect(views.getSnapshot()).toMatchObject({
      status: 'success',
      views: [],
      active: 'default',
      defaultState: 'initial-state',
      canAdd: true,
      marked: [],
      error: undefined,
    });
    expect(report.apply).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('shows only this tab’s views, in the server’s order, and applies the first without a toast', async () => {
    const { views, backend, report, toasts } = setup();
    backend.put('Other tab', 'Details');
    backend.put('Q2');
    backend.put('Q1');
    await views.start();
    const state = views.getSnapshot();
    expect(state.views.map((v) => v.name)).toEqual(['Q2', 'Q1']);
    // Selected like any view: touched, fetched by id, applied.
    const first = idOf(views, 'Q2');
    expect(backend.client.touch).toHaveBeenCalledWith(first);
    expect(backend.client.getById).toHaveBeenCalledWith(first);
    expect(report.apply).toHaveBeenCalledWith('state-of-Q2');
    expect(state.active).toBe(first);
    expect(state.defaultState).toBe('initial-state');
    expect(toasts).toEqual([]);
  });

  it("a failed capture says 'Error: Could Not Capture View' and still loads the views", async () => {
    const { views, report, toasts } = setup(['Q1']);
    report.capture.mockRejectedValueOnce(new Error('report busy'));
    await views.start();
    expect(toasts).toEqual([{ variant: 'error', title: 'Error', description: 'Could Not Capture View' }]);
    expect(views.getSnapshot()).toMatchObject({ status: 'success', defaultState: undefined });
    expect(views.getSnapshot().active).toBe(idOf(views, 'Q1'));
  });

  it('a list that cannot be read leaves the default view, an empty list and the error', async () => {
    const { views, backend } = setup(['Q1']);
    backend.client.list.mockResolvedValueOnce(failed(503));
    await views.start();
    const state = views.getSnapshot();
    expect(state).toMatchObject({ status: 'error', views: [], active: 'default' });
    expect(state.error?.status).toBe(503);
    await views.reload();
    expect(views.getSnapshot()).toMatchObject({ status: 'success', error: undefined });
    expect(views.getSnapshot().views).toHaveLength(1);
  });

  it('runs once however often it is called (React strict mode)', async () => {
    const { views, backend, report } = setup(['Q1']);
    await Promise.all([views.start(), views.start()]);
    await views.start();
    expect(report.capture).toHaveBeenCalledTimes(1);
    expect(backend.client.list).toHaveBeenCalledTimes(1);
    expect(report.apply).toHaveBeenCalledTimes(1);
  });

  it('a first view that cannot be applied leaves the default active and says so', async () => {
    const { views, report, toasts } = setup(['Q1']);
    report.apply.mockRejectedValueOnce(new Error('bad state'));
    await views.start();
    expect(views.getSnapshot().active).toBe('default');
    expect(toasts).toEqual([
      {
        variant: 'error',
        title: 'View Not Changed',
        description: "Could not change to 'Q1'. 'Default View' is still shown.",
      },
    ]);
  });

  it('a view the user chooses while starting is not overridden by the first view', async () => {
    const { views, backend, report } = setup(['Q1', 'Q2']);
    const list = deferred<Awaited<ReturnType<typeof backend.client.list>>>();
    backend.client.list.mockReturnValueOnce(list.promise);
    const started = views.start();
    await flush();
    await views.select('default');
    list.resolve(ok(backend.rows.map(({ state: _s, ...v }) => v)));
    await started;
    expect(views.getSnapshot().active).toBe('default');
    expect(report.apply).toHaveBeenCalledTimes(1);
    expect(report.apply).toHaveBeenCalledWith('initial-state');
  });
});

describe('SavedViews: select', () => {
  it("touches, fetches by id, applies, activates and toasts 'View Changed'", async () => {
    const { views, backend, report, toasts } = setup(['Q1', 'Q2']);
    await views.start();
    const q2 = idOf(views, 'Q2');
    const order: string[] = [];
    backend.client.touch.mockImplementationOnce(async (id) => {
      order.push(`touch ${id}`);
      return ok({ success: true, result: null, errors: [] });
    });
    backend.client.getById.mockImplementationOnce(async (id) => {
      order.push(`get ${id}`);
      return ok({ entryId: id, state: 'state-of-Q2' });
    });
    report.apply.mockImplementationOnce(async (state) => {
      order.push(`apply ${state}`);
    });
    const selecting = views.select(q2);
    expect(views.getSnapshot().selecting).toBe(true);
    await expect(selecting).resolves.toBe(true);
    expect(order).toEqual([`touch ${q2}`, `get ${q2}`, 'apply state-of-Q2']);
    expect(views.getSnapshot()).toMatchObject({ active: q2, selecting: false });
    expect(toasts).toEqual([
      { variant: 'success', title: 'View Changed', description: "View Changed to 'Q2'" },
    ]);
  });

  it('applies the captured Default View directly', async () => {
    const { views, backend, report, toasts } = setup(['Q1']);
    await views.start();
    backend.client.touch.mockClear();
    backend.client.getById.mockClear();
    await expect(views.select('default')).resolves.toBe(true);
    expect(report.apply).toHaveBeenLastCalledWith('initial-state');
    expect(backend.client.touch).not.toHaveBeenCalled();
    expect(backend.client.getById).not.toHaveBeenCalled();
    expect(views.getSnapshot().active).toBe('default');
    expect(toasts).toEqual([
      { variant: 'success', title: 'View Changed', description: "View Changed to 'Default View'" },
    ]);
  });

  it('a failed fetch or apply keeps the previous view active and says so', async () => {
    const { views, backend, report, toasts } = setup(['Q1', 'Q2']);
    await views.start();
    const q1 = idOf(views, 'Q1');
    backend.client.getById.mockResolvedValueOnce(failed());
    await expect(views.select(idOf(views, 'Q2'))).resolves.toBe(false);
    report.apply.mockRejectedValueOnce(new Error('bad state'));
    await expect(views.select('default')).resolves.toBe(false);
    expect(views.getSnapshot()).toMatchObject({ active: q1, selecting: false });
    expect(toasts).toEqual([
      {
        variant: 'error',
        title: 'View Not Changed',
        description: "Could not change to 'Q2'. 'Q1' is still shown.",
      },
      {
        variant: 'error',
        title: 'View Not Changed',
        description: "Could not change to 'Default View'. 'Q1' is still shown.",
      },
    ]);
  });

  it('a view deleted elsewhere is not applied and the list is read again', async () => {
    const { views, backend, report, toasts } = setup(['Q1', 'Q2']);
    await views.start();
    const q2 = idOf(views, 'Q2');
    backend.rows.splice(1, 1);
    report.apply.mockClear();
    await expect(views.select(q2)).resolves.toBe(false);
    await flush();
    expect(report.apply).not.toHaveBeenCalled();
    expect(views.getSnapshot().views.map((v) => v.name)).toEqual(['Q1']);
    expect(toasts.at(-1)?.title).toBe('View Not Changed');
  });

  it('a failed touch does not stop the selection (it only marks the view as used)', async () => {
    const { views, backend } = setup(['Q1', 'Q2']);
    await views.start();
    backend.client.touch.mockResolvedValueOnce(failed());
    await expect(views.select(idOf(views, 'Q2'))).resolves.toBe(true);
  });

  it('the Default View cannot be restored when it was never captured', async () => {
    const { views, report, toasts } = setup(['Q1']);
    report.capture.mockRejectedValueOnce(new Error('no'));
    await views.start();
    await expect(views.select('default')).resolves.toBe(false);
    expect(toasts.at(-1)).toEqual({
      variant: 'error',
      title: 'View Not Changed',
      description: "Could not change to 'Default View'. 'Q1' is still shown.",
    });
  });

  it('an unknown entry is refused without a call', async () => {
    const { views, backend, toasts } = setup(['Q1']);
    await views.start();
    backend.client.touch.mockClear();
    await expect(views.select('nope')).resolves.toBe(false);
    expect(backend.client.touch).not.toHaveBeenCalled();
    expect(toasts.at(-1)?.variant).toBe('error');
  });

  it('an overtaken selection neither applies nor activates nor toasts', async () => {
    const { views, backend, report, toasts } = setup(['Q1', 'Q2', 'Q3']);
    await views.start();
    report.apply.mockClear();
    const held = deferred<Awaited<ReturnType<typeof backend.client.getById>>>();
    backend.client.getById.mockReturnValueOnce(held.promise);
    const first = views.select(idOf(views, 'Q2'));
    await flush();
    await expect(views.select(idOf(views, 'Q3'))).resolves.toBe(true);
    expect(views.getSnapshot().selecting).toBe(true);
    held.resolve(ok({ entryId: idOf(views, 'Q2'), state: 'state-of-Q2' }));
    await expect(first).resolves.toBe(false);
    expect(report.apply.mock.calls).toEqual([['state-of-Q3']]);
    expect(views.getSnapshot()).toMatchObject({ active: idOf(views, 'Q3'), selecting: false });
    expect(toasts).toEqual([
      { variant: 'success', title: 'View Changed', description: "View Changed to 'Q3'" },
    ]);
  });

  it('an overtaken selection that fails says nothing', async () => {
    const { views, backend, toasts } = setup(['Q1', 'Q2', 'Q3']);
    await views.start();
    const held = deferred<Awaited<ReturnType<typeof backend.client.getById>>>();
    backend.client.getById.mockReturnValueOnce(held.promise);
    const first = views.select(idOf(views, 'Q2'));
    await flush();
    await views.select(idOf(views, 'Q3'));
    held.resolve(failed());
    await first;
    expect(toasts.map((t) => t.title)).toEqual(['View Changed']);
  });
});

describe('SavedViews: the My Views popup reads the list from the network each time it opens', () => {
  it('shows a view saved elsewhere (another tab) when the popup opens again, and keeps the list on a failed read', async () => {
    const { views, backend } = setup(['Q1']);
    await views.start();
    expect(backend.client.list).toHaveBeenCalledTimes(1);
    await views.openPopup();
    expect(backend.client.list).toHaveBeenCalledTimes(2);
    backend.put('Saved in another tab');
    await views.openPopup();
    expect(backend.client.list).toHaveBeenCalledTimes(3);
    expect(views.getSnapshot().views.map((v) => v.name)).toEqual(['Q1', 'Saved in another tab']);
    backend.client.list.mockResolvedValueOnce(failed());
    await views.openPopup();
    expect(views.getSnapshot().views.map((v) => v.name)).toEqual(['Q1', 'Saved in another tab']);
  });
});

describe('SavedViews: marking and deleting (when the popup closes)', () => {
  it('marks and unmarks views of the list only', async () => {
    const { views } = setup(['Q1', 'Q2']);
    await views.start();
    const [q1, q2] = [idOf(views, 'Q1'), idOf(views, 'Q2')];
    views.mark(q1, true);
    views.mark(q2, true);
    views.mark(q2, true);
    views.mark('unknown', true);
    expect(views.getSnapshot().marked).toEqual([q1, q2]);
    views.mark(q1, false);
    expect(views.getSnapshot().marked).toEqual([q2]);
  });

  it('closing with nothing marked sends nothing', async () => {
    const { views, backend } = setup(['Q1']);
    await views.start();
    await views.closePopup();
    expect(backend.client.remove).not.toHaveBeenCalled();
  });

  it("sends the marked views in one call, toasts '{n} View(s) Deleted' and reads the list again", async () => {
    const { views, backend, toasts } = setup(['Q1', 'Q2', 'Q3']);
    await views.start();
    const [q2, q3] = [idOf(views, 'Q2'), idOf(views, 'Q3')];
    views.mark(q2, true);
    views.mark(q3, true);
    backend.client.list.mockClear();
    const closing = views.closePopup();
    expect(views.getSnapshot()).toMatchObject({ deleting: true, marked: [] });
    await closing;
    expect(backend.client.remove.mock.calls).toEqual([[[q2, q3]]]);
    expect(backend.client.list).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([
      {
        variant: 'success',
        title: '2 View(s) Deleted',
        description: 'Selected view(s) deleted successfully.',
      },
    ]);
    // The active view (Q1) was kept: nothing else is selected.
    expect(views.getSnapshot()).toMatchObject({ active: idOf(views, 'Q1'), deleting: false, marked: [] });
    expect(views.getSnapshot().views.map((v) => v.name)).toEqual(['Q1']);
  });

  it('n counts what the server deleted', async () => {
    const { views, backend, toasts } = setup(['Q1', 'Q2', 'Q3']);
    await views.start();
    views.mark(idOf(views, 'Q2'), true);
    views.mark(idOf(views, 'Q3'), true);
    backend.client.remove.mockResolvedValueOnce(
      ok({ success: true, result: [idOf(views, 'Q2')], errors: [] }),
    );
    await views.closePopup();
    expect(toasts[0]?.title).toBe('1 View(s) Deleted');
  });

  it('when the active view is deleted, the first remaining view is selected', async () => {
    const { views, report, toasts } = setup(['Q1', 'Q2', 'Q3']);
    await views.start();
    views.mark(idOf(views, 'Q1'), true);
    views.mark(idOf(views, 'Q3'), true);
    const q2 = idOf(views, 'Q2');
    await views.closePopup();
    expect(views.getSnapshot().active).toBe(q2);
    expect(report.apply).toHaveBeenLastCalledWith('state-of-Q2');
    expect(toasts.map((t) => t.description)).toEqual([
      'Selected view(s) deleted successfully.',
      "View Changed to 'Q2'",
    ]);
  });

  it('when none remain, the Default View is restored', async () => {
    const { views, report, toasts } = setup(['Q1', 'Q2']);
    await views.start();
    views.mark(idOf(views, 'Q1'), true);
    views.mark(idOf(views, 'Q2'), true);
    await views.closePopup();
    expect(views.getSnapshot()).toMatchObject({ active: 'default', views: [], canAdd: true });
    expect(report.apply).toHaveBeenLastCalledWith('initial-state');
    expect(toasts.at(-1)).toEqual({
      variant: 'success',
      title: 'View Changed',
      description: "View Changed to 'Default View'",
    });
  });

  it('when nothing can be shown instead, no deleted view stays active', async () => {
    const { views, report } = setup(['Q1']);
    report.capture.mockRejectedValueOnce(new Error('no'));
    await views.start();
    views.mark(idOf(views, 'Q1'), true);
    await views.closePopup();
    expect(views.getSnapshot().active).toBeUndefined();
  });

  it.each([
    ['a failed call', failed<never>()],
    ['success: false', ok({ success: false, result: [], errors: [{ field: null, message: 'no' }] })],
  ])('%s keeps every view, unmarks them and says Delete Failed', async (_label, answer) => {
    const { views, backend, toasts } = setup(['Q1', 'Q2']);
    await views.start();
    views.mark(idOf(views, 'Q2'), true);
    backend.client.list.mockClear();
    backend.client.remove.mockResolvedValueOnce(answer as Awaited<ReturnType<typeof backend.client.remove>>);
    await views.closePopup();
    expect(toasts).toEqual([
      {
        variant: 'error',
        title: 'Delete Failed',
        description: 'Selected view(s) could not be deleted. Please try again.',
      },
    ]);
    expect(views.getSnapshot()).toMatchObject({ marked: [], deleting: false, active: idOf(views, 'Q1') });
    expect(views.getSnapshot().views).toHaveLength(2);
    expect(backend.client.list).not.toHaveBeenCalled();
  });

  it('a list that fails after a deletion shows the last list without the deleted views', async () => {
    const { views, backend } = setup(['Q1', 'Q2']);
    await views.start();
    views.mark(idOf(views, 'Q2'), true);
    backend.client.list.mockResolvedValueOnce(failed());
    await views.closePopup();
    expect(views.getSnapshot().status).toBe('error');
    expect(views.getSnapshot().views.map((v) => v.name)).toEqual(['Q1']);
  });

  it('a second close while the first deletion runs sends only the new marks', async () => {
    const { views, backend } = setup(['Q1', 'Q2', 'Q3']);
    await views.start();
    const [q2, q3] = [idOf(views, 'Q2'), idOf(views, 'Q3')];
    views.mark(q2, true);
    const first = views.closePopup();
    views.mark(q3, true);
    const second = views.closePopup();
    await Promise.all([first, second]);
    expect(backend.client.remove.mock.calls).toEqual([[[q2]], [[q3]]]);
    expect(views.getSnapshot()).toMatchObject({ deleting: false });
    expect(views.getSnapshot().views.map((v) => v.name)).toEqual(['Q1']);
  });
});

describe('SavedViews: adding', () => {
  it('captures, saves under a unique trimmed name, toasts View Saved, reloads and activates', async () => {
    const { views, backend, report, toasts } = setup(['Q1']);
    await views.start();
    report.shown = 'filtered-state';
    backend.client.list.mockClear();
    const adding = views.add('  Q1 ');
    expect(views.getSnapshot().saving).toBe(true);
    await expect(adding).resolves.toBe(true);
    expect(backend.client.add).toHaveBeenCalledWith({
      pageName: PAGE,
      tabName: TAB,
      name: 'Q1 (1)',
      state: 'filtered-state',
    });
    expect(backend.client.list).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([
      { variant: 'success', title: 'View Saved', description: 'Your view was saved successfully.' },
    ]);
    const state = views.getSnapshot();
    expect(state.views.map((v) => v.name)).toEqual(['Q1', 'Q1 (1)']);
    expect(state).toMatchObject({ active: idOf(views, 'Q1 (1)'), saving: false });
  });

  it('suffixes one above the highest of the tab (decision 8), other tabs aside', async () => {
    const { views, backend } = setup(['Q1', 'Q1 (1)', 'Q1 (4)']);
    backend.put('Q1 (9)', 'Details');
    await views.start();
    await views.add('Q1');
    expect(backend.client.add.mock.calls[0]?.[0].name).toBe('Q1 (5)');
  });

  it.each([
    ['', 'Title is required.'],
    ['x'.repeat(41), 'Maximum length is 40 characters.'],
    [' default view ', "'Default View' is reserved and cannot be added"],
  ])('refuses %j without a call: %s', async (title, message) => {
    const { views, backend, report, toasts } = setup();
    await views.start();
    report.capture.mockClear();
    await expect(views.add(title)).resolves.toBe(false);
    expect(report.capture).not.toHaveBeenCalled();
    expect(backend.client.add).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ variant: 'error', title: 'View Not Saved', description: message }]);
  });

  it('holds 16 views per tab: the 16th can be added, then no more', async () => {
    const names = Array.from({ length: 15 }, (_, i) => `View ${i + 1}`);
    const { views, backend, toasts } = setup(names);
    backend.put('Elsewhere', 'Details');
    await views.start();
    expect(views.getSnapshot()).toMatchObject({ canAdd: true, limit: 16 });
    await expect(views.add('View 16')).resolves.toBe(true);
    expect(views.getSnapshot()).toMatchObject({ canAdd: false });
    expect(views.getSnapshot().views).toHaveLength(16);
    backend.client.add.mockClear();
    await expect(views.add('View 17')).resolves.toBe(false);
    expect(backend.client.add).not.toHaveBeenCalled();
    expect(toasts.at(-1)).toEqual({
      variant: 'error',
      title: 'View Not Saved',
      description: 'This tab holds at most 16 views. Delete one in My Views to save another.',
    });
    views.mark(idOf(views, 'View 3'), true);
    await views.closePopup();
    expect(views.getSnapshot().canAdd).toBe(true);
  });

  it('takes another limit', async () => {
    const { views } = setup(['Q1', 'Q2'], { limit: 2 });
    await views.start();
    expect(views.getSnapshot()).toMatchObject({ canAdd: false, limit: 2 });
    await expect(views.add('Q3')).resolves.toBe(false);
  });

  it("a failed capture says 'Error: Could Not Capture View' and saves nothing", async () => {
    const { views, backend, report, toasts } = setup();
    await views.start();
    report.capture.mockRejectedValueOnce(new Error('busy'));
    await expect(views.add('Q1')).resolves.toBe(false);
    expect(backend.client.add).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ variant: 'error', title: 'Error', description: 'Could Not Capture View' }]);
    expect(views.getSnapshot().saving).toBe(false);
  });

  it.each([
    ['a failed call', failed<never>()],
    [
      'success: false',
      ok({
        success: false,
        result: null,
        errors: [{ field: null, message: 'A tab holds at most 16 views.' }],
      }),
    ],
  ])('%s says Save Failed', async (_label, answer) => {
    const { views, backend, toasts } = setup(['Q1']);
    await views.start();
    const active = views.getSnapshot().active;
    backend.client.add.mockResolvedValueOnce(answer as Awaited<ReturnType<typeof backend.client.add>>);
    await expect(views.add('Q2')).resolves.toBe(false);
    expect(toasts).toEqual([
      {
        variant: 'error',
        title: 'Save Failed',
        description: 'Your view could not be saved. Please try again.',
      },
    ]);
    expect(views.getSnapshot()).toMatchObject({ active, saving: false });
    expect(views.getSnapshot().views).toHaveLength(1);
  });

  it('a second add while one is saving is refused', async () => {
    const { views, backend } = setup();
    await views.start();
    const [a, b] = [views.add('Q1'), views.add('Q1')];
    await expect(b).resolves.toBe(false);
    await expect(a).resolves.toBe(true);
    expect(backend.client.add).toHaveBeenCalledTimes(1);
  });

  it('a list that fails after the save still shows the new view', async () => {
    const { views, backend } = setup(['Q1']);
    await views.start();
    backend.client.list.mockResolvedValueOnce(failed());
    await expect(views.add('Q2')).resolves.toBe(true);
    expect(views.getSnapshot().status).toBe('error');
    expect(views.getSnapshot().views.map((v) => v.name)).toEqual(['Q1', 'Q2']);
    expect(views.getSnapshot().active).toBe(idOf(views, 'Q2'));
  });

  it('a view chosen while saving stays active', async () => {
    const { views, backend } = setup(['Q1', 'Q2']);
    await views.start();
    const held = deferred<Awaited<ReturnType<typeof backend.client.add>>>();
    backend.client.add.mockReturnValueOnce(held.promise);
    const adding = views.add('Q3');
    await flush();
    await views.select(idOf(views, 'Q2'));
    held.resolve(ok({ success: true, result: { ...backend.put('Q3') }, errors: [] }));
    await expect(adding).resolves.toBe(true);
    expect(views.getSnapshot().active).toBe(idOf(views, 'Q2'));
  });
});

describe('SavedViews: overtaken answers and disposal', () => {
  it('an older list answer after a newer one is dropped', async () => {
    const { views, backend } = setup(['Q1']);
    await views.start();
    const older = deferred<Awaited<ReturnType<typeof backend.client.list>>>();
    backend.client.list.mockReturnValueOnce(older.promise);
    const first = views.reload();
    backend.put('Q2');
    const second = views.reload();
    await second;
    expect(views.getSnapshot().views.map((v) => v.name)).toEqual(['Q1', 'Q2']);
    // The older read was aborted; its late answer changes nothing.
    expect(backend.client.list.mock.calls.at(-2)?.[2]?.signal?.aborted).toBe(true);
    older.resolve(ok([]));
    await first;
    expect(views.getSnapshot().views.map((v) => v.name)).toEqual(['Q1', 'Q2']);
  });

  it('an overtaken read resolves once the newest one has answered', async () => {
    const { views, backend } = setup(['Q1']);
    await views.start();
    const newer = deferred<Awaited<ReturnType<typeof backend.client.list>>>();
    const first = views.reload();
    backend.client.list.mockReturnValueOnce(newer.promise);
    const second = views.reload();
    let firstDone = false;
    void first.then(() => {
      firstDone = true;
    });
    await flush();
    expect(firstDone).toBe(false);
    newer.resolve(ok([]));
    await Promise.all([first, second]);
    expect(views.getSnapshot().views).toEqual([]);
  });

  it('after dispose no answer changes the state and nothing is toasted', async () => {
    const { views, backend, toasts } = setup(['Q1']);
    const list = deferred<Awaited<ReturnType<typeof backend.client.list>>>();
    backend.client.list.mockReturnValueOnce(list.promise);
    const started = views.start();
    await flush();
    const before = views.getSnapshot();
    views.dispose();
    list.resolve(ok(backend.rows.map(({ state: _s, ...v }) => v)));
    await started;
    expect(views.getSnapshot()).toBe(before);
    await expect(views.select('default')).resolves.toBe(false);
    await expect(views.add('Q2')).resolves.toBe(false);
    expect(toasts).toEqual([]);
  });

  it('listeners hear only real changes', async () => {
    const { views } = setup();
    await views.start();
    const listener = vi.fn();
    views.subscribe(listener);
    views.mark('unknown', true);
    views.mark('unknown', false);
    expect(listener).not.toHaveBeenCalled();
  });
});
