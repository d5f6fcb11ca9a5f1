import { ApiError, type ApiResult, type SearchResult, type Tab } from '@portal/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canSubmitFeedback, EMPTY_FEEDBACK, feedbackErrors, toFeedback } from './feedback.ts';
import { DEFAULT_LAYOUT, LayoutStore, sideMenuFlags } from './layout.ts';
import { PersonaSelection } from './personas.ts';
import { SearchMachine } from './search.ts';
import { TabMemory, tabIndexFromQuery, tabQueryValue } from './tabs.ts';
import { MemoryStorage, PortalStorage } from './web-storage.ts';

const result = (name: string): SearchResult => ({ name, path: name, displayName: name, tags: [] });

describe('SearchMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1 s after the last input, then shows results', async () => {
    const search = vi.fn(
      async (): Promise<ApiResult<SearchResult[]>> => ({ ok: true, status: 200, data: [result('a')] }),
    );
    const machine = new SearchMachine(search);
    machine.input('co');
    expect(machine.getSnapshot().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(500);
    machine.input('cost');
    await vi.advanceTimersByTimeAsync(999);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('cost');
    expect(machine.getSnapshot()).toMatchObject({ status: 'success', results: [result('a')] });
  });

  it('is idle for an empty input, a success without results for none, and an error for a failure', async () => {
    const search = vi
      .fn<(text: string) => Promise<ApiResult<SearchResult[]>>>()
      .mockResolvedValueOnce({ ok: true, status: 200, data: [] })
      .mockResolvedValueOnce({
        ok: false,
        status: 500,
        error: new ApiError(500, { title: 'x', status: 500 }),
      });
    const machine = new SearchMachine(search);
    machine.input('   ');
    expect(machine.getSnapshot()).toEqual({ text: '   ', status: 'idle', results: [] });
    machine.input('zzz');
    await vi.advanceTimersByTimeAsync(1000);
    expect(machine.getSnapshot()).toMatchObject({ status: 'success', results: [] });
    machine.input('boom');
    machine.submit(); // Enter searches at once
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getSnapshot()).toMatchObject({ status: 'error', results: [] });
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('drops the answer to an older input', async () => {
    let resolveFirst: (r: ApiResult<SearchResult[]>) => void = () => {};
    const search = vi
      .fn<(text: string) => Promise<ApiResult<SearchResult[]>>>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockResolvedValueOnce({ ok: true, status: 200, data: [result('new')] });
    const machine = new SearchMachine(search);
    machine.input('old');
    await vi.advanceTimersByTimeAsync(1000);
    machine.input('new');
    await vi.advanceTimersByTimeAsync(1000);
    resolveFirst({ ok: true, status: 200, data: [result('old')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getSnapshot().results).toEqual([result('new')]);
  });
});

describe('feedback form rules', () => {
  it('needs a touched form with a comment of at most 2000 characters', () => {
    expect(canSubmitFeedback(EMPTY_FEEDBACK)).toBe(false);
    expect(canSubmitFeedback({ ...EMPTY_FEEDBACK, comment: 'Good', touched: false })).toBe(false);
    expect(canSubmitFeedback({ ...EMPTY_FEEDBACK, comment: 'Good', touched: true })).toBe(true);
    expect(feedbackErrors({ ...EMPTY_FEEDBACK, comment: '  ', touched: true })).toEqual([
      'A comment is required.',
    ]);
    expect(canSubmitFeedback({ ...EMPTY_FEEDBACK, comment: 'x'.repeat(2001), touched: true })).toBe(false);
    expect(canSubmitFeedback({ ...EMPTY_FEEDBACK, comment: 'x'.repeat(2000), touched: true })).toBe(true);
  });

  it('defaults to rating 0 and type Feedback, and builds the entity', () => {
    expect(EMPTY_FEEDBACK).toMatchObject({ rating: 0, type: 'Feedback' });
    expect(
      toFeedback(
        { rating: 4, type: 'Bug', comment: ' Empty chart ', touched: true },
        { menuUuid: 'm', tabName: 'Summary' },
      ),
    ).toEqual({
      menuUuid: 'm',
      tabName: 'Summary',
      rating: 4,
      type: 'Bug',
      comment: 'Empty chart',
    });
  });

  it('names a page outside the menu by its route and display name', () => {
    expect(
      toFeedback(
        { rating: 5, type: 'Comment', comment: 'Clear', touched: true },
        { route: '/billing/release-notes', displayName: 'Release Notes' },
      ),
    ).toEqual({
      pageRoute: '/billing/release-notes',
      pageName: 'Release Notes',
      rating: 5,
      type: 'Comment',
      comment: 'Clear',
    });
  });
});

describe('PersonaSelection', () => {
  const storage = () => new PortalStorage(new MemoryStorage());

  it('asks for confirmation only when a changed field is left, and saves on Yes', () => {
    const store = storage();
    const personas = new PersonaSelection(['Admin', 'Finance', 'IT'], store);
    personas.leave();
    expect(personas.getSnapshot().confirming).toBe(false);
    personas.change(['Finance']);
    personas.leave();
    expect(personas.getSnapshot().confirming).toBe(true);
    expect(personas.answer(true)).toBe(true);
    expect(personas.getSnapshot()).toMatchObject({ saved: ['Finance'], confirming: false });
    expect(store.get('personas')).toEqual(['Finance']);
  });

  it('resets to all personas on No, and saves an empty selection as the first persona', () => {
    const personas = new PersonaSelection(['Admin', 'Finance'], storage());
    personas.change(['Finance']);
    personas.leave();
    personas.answer(false);
    expect(personas.getSnapshot()).toMatchObject({
      saved: ['Admin', 'Finance'],
      draft: ['Admin', 'Finance'],
    });
    personas.change([]);
    personas.leave();
    personas.answer(true);
    expect(personas.getSnapshot().saved).toEqual(['Admin']);
  });
});

describe('tabs', () => {
  const tabs: Tab[] = [
    { name: 'Summary', displayName: 'Summary', type: 'report' },
    { name: 'By service', displayName: 'By service', type: 'ui' },
  ];

  it("reads ?tab= with '+' as a space", () => {
    expect(tabQueryValue('?tab=By+service')).toBe('By service');
    expect(tabIndexFromQuery('?x=1&tab=by+service', tabs)).toBe(1);
    expect(tabIndexFromQuery('?tab=Nope', tabs)).toBeUndefined();
    expect(tabIndexFromQuery('', tabs)).toBeUndefined();
  });

  it('remembers the active tab per URL, tab 0 by default', () => {
    const memory = new TabMemory();
    expect(memory.get('/billing/a')).toBe(0);
    memory.set('/billing/a?tab=x', 1);
    expect(memory.get('/billing/a')).toBe(1);
    expect(memory.get('/billing/b')).toBe(0);
  });
});

describe('LayoutStore', () => {
  it('starts with the spec defaults and toggles panels', () => {
    const layout = new LayoutStore();
    expect(layout.getSnapshot()).toEqual({ ...DEFAULT_LAYOUT, snapshot: undefined });
    // The side menus start open and undocked (docs/web/shell.md, 'Where it starts').
    expect(DEFAULT_LAYOUT).toMatchObject({
      sidenavOpen: true,
      sidenavDocked: false,
      videoSidenavDocked: false,
    });
    layout.toggle('settings');
    expect(layout.getSnapshot().settingsOpen).toBe(true);
    layout.close('settings');
    layout.toggle('sidenav');
    expect(layout.getSnapshot().sidenavOpen).toBe(false);
  });

  it('starts as mobile, its side menus closed, when the viewport is mobile-sized already', () => {
    const layout = new LayoutStore(undefined, { mobile: true });
    expect(layout.getSnapshot()).toMatchObject({
      sidenavMobile: true,
      videoSidenavMobile: true,
      sidenavOpen: false,
      videoSidenavOpen: false,
    });
    // The binding's first report of the same viewport changes nothing.
    const before = layout.getSnapshot();
    layout.setMobile(true);
    expect(layout.getSnapshot()).toBe(before);
  });

  it('closes the side menu on mobile, takes and restores a snapshot, and keeps dark mode', () => {
    const storage = new PortalStorage(new MemoryStorage());
    const layout = new LayoutStore(storage);
    layout.setMobile(true);
    expect(layout.getSnapshot()).toMatchObject({ sidenavMobile: true, sidenavOpen: false });
    layout.takeSnapshot();
    layout.open('sidenav');
    layout.restore();
    expect(layout.getSnapshot()).toMatchObject({ sidenavOpen: false, snapshot: undefined });
    layout.setDarkMode(true);
    expect(new LayoutStore(storage).getSnapshot().darkMode).toBe(true);
  });

  it("opens, closes, toggles and docks the videos area's own menu apart from the portal's", () => {
    const storage = new PortalStorage(new MemoryStorage());
    const layout = new LayoutStore(storage);
    layout.setDocked(true, 'videoSidenav');
    layout.close('videoSidenav');
    expect(sideMenuFlags(layout.getSnapshot(), 'videoSidenav')).toEqual({
      open: false,
      docked: true,
      mobile: false,
    });
    expect(sideMenuFlags(layout.getSnapshot(), 'sidenav')).toEqual({
      open: true,
      docked: false,
      mobile: false,
    });
    layout.toggle('videoSidenav');
    layout.open('videoSidenav');
    expect(layout.getSnapshot().videoSidenavOpen).toBe(true);
    // Each menu's docking is kept for the next visit, apart.
    expect(new LayoutStore(storage).getSnapshot()).toMatchObject({
      videoSidenavDocked: true,
      sidenavDocked: false,
    });
    // A docked portal menu is kept docked.
    layout.setDocked(true);
    expect(new LayoutStore(storage).getSnapshot().sidenavDocked).toBe(true);
  });

  it('keeps the main layout as a snapshot while the videos area shows, and restores it after', () => {
    const storage = new PortalStorage(new MemoryStorage());
    const layout = new LayoutStore(storage);
    layout.setDocked(true);
    layout.takeSnapshot();
    expect(layout.getSnapshot().snapshot).toMatchObject({ sidenavDocked: true, sidenavOpen: true });
    // Meanwhile: the portal's menu changed, the theme and the videos menu too.
    layout.setDocked(false);
    layout.close('sidenav');
    layout.setDarkMode(true);
    layout.setDocked(true, 'videoSidenav');
    layout.restore();
    expect(layout.getSnapshot()).toMatchObject({
      sidenavDocked: true,
      sidenavOpen: true,
      darkMode: true,
      videoSidenavDocked: true,
      snapshot: undefined,
    });
    expect(new LayoutStore(storage).getSnapshot().sidenavDocked).toBe(true);
    // Restoring again, without a snapshot, changes nothing.
    layout.close('sidenav');
    layout.restore();
    expect(layout.getSnapshot().sidenavOpen).toBe(false);
  });
});

describe('particulars as options', () => {
  it('PortalStorage keeps its keys under the prefix it is given', async () => {
    const { MemoryStorage, PortalStorage } = await import('./web-storage.ts');
    const raw = new MemoryStorage();
    const mine = new PortalStorage(raw, 'other-app');
    const portal = new PortalStorage(raw);
    mine.set('Personas', ['A']);
    portal.set('personas', ['B']);
    expect(raw.getItem('other-app|personas')).toBe('["A"]');
    mine.clear();
    expect(raw.getItem('other-app|personas')).toBeNull();
    expect(portal.get('personas')).toEqual(['B']);
  });

  it('AuditTracker skips the paths it is told to', async () => {
    const { AuditTracker } = await import('./audit-tracker.ts');
    const sent: string[] = [];
    const audit = new AuditTracker({
      send: async (event) => sent.push(event.location ?? ''),
      isAuthenticated: () => true,
      excludedPaths: ['/welcome'],
    });
    audit.navigated({ location: '/welcome', name: 'Welcome' });
    audit.navigated({ location: '/tenant', name: 'Tenants' });
    expect(sent).toEqual(['/tenant']);
  });
});
