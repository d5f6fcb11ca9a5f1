import { describe, expect, it } from 'vitest';
import { BASIC_SCHEMA } from './filters.ts';
import type { FilterCondition, ReportDefinition, ReportPageData } from './model.ts';
import { createReportHost, decodeState, encodeState, type HostView, ReportFetchError } from './protocol.ts';
import { renderHost } from './views.ts';

const DEFINITION: ReportDefinition = {
  id: 'r1',
  reportType: 'azure-cost',
  name: 'Azure cost',
  currency: 'USD',
  hasData: true,
  pages: [
    { name: 'ReportSection1', displayName: 'Summary', visibility: 0 },
    { name: 'ReportSection2', displayName: 'By service', visibility: 0 },
    { name: 'ReportSection4', displayName: 'Details', visibility: 1 },
  ],
  fields: [
    { table: 'Costs', column: 'ServiceName', displayName: 'Service', values: ['Bandwidth', 'Storage'] },
    { table: 'Costs', column: 'SubAccountName', displayName: 'Subscription', values: ['a-01', 'b-02'] },
  ],
};

const basic = (column: string, values: string[], operator: 'In' | 'NotIn' | 'All' = 'In') => ({
  $schema: BASIC_SCHEMA,
  target: { table: 'Costs', column },
  operator,
  values,
  filterType: 1,
});

type Log =
  | { kind: 'reply'; status: number; body: unknown }
  | { kind: 'event'; name: string; url: string; body: unknown };

/** A host on fake services: every reply and event in order, every page read, every draw. */
function setUp(
  options: { definition?: () => Promise<ReportDefinition>; page?: () => Promise<ReportPageData> } = {},
) {
  const log: Log[] = [];
  const reads: { token: string; page: string; conditions: FilterCondition[] }[] = [];
  const draws: HostView[] = [];
  const host = createReportHost({
    fetchDefinition: options.definition ?? (async () => DEFINITION),
    fetchPage: async (token, page, conditions) => {
      reads.push({ token, page, conditions });
      if (options.page) return options.page();
      return {
        page,
        currency: 'USD',
        visuals: [
          {
            type: 'cards',
            name: 'cards',
            title: 'Effective cost',
            items: [{ label: 'Total', value: String(1234.5 + conditions.length), kind: 'currency' }],
          },
        ],
      };
    },
    draw: (view) => draws.push(view),
    post: (request) => {
      const name = request.url.split('/').at(-1) ?? '';
      expect(request).toMatchObject({ method: 'POST', headers: { id: expect.any(String) } });
      log.push({ kind: 'event', name, url: request.url, body: request.body });
    },
  });
  const send = async (method: string, url: string, body?: unknown, headers: Record<string, unknown> = {}) => {
    let answer: { status: number; body: unknown } | undefined;
    await host.handle({ method, url, headers: { id: 'req', ...headers }, body }, (status, replyBody) => {
      expect(answer, `${method} ${url} answered twice`).toBeUndefined();
      answer = { status, body: replyBody };
      log.push({ kind: 'reply', status, body: replyBody });
    });
    if (!answer) throw new Error(`${method} ${url} was not answered`);
    return answer;
  };
  const load = (config: Record<string, unknown> = {}) =>
    send(
      'POST',
      '/report/load',
      { type: 'report', id: 'r1', accessToken: 'token-1', ...config },
      { uid: 'u-9', sdkSessionId: 's' },
    );
  const names = () => log.map((entry) => (entry.kind === 'reply' ? `reply ${entry.status}` : entry.name));
  return { host, log, reads, draws, send, load, names, lastView: () => draws.at(-1) as HostView };
}

describe('the report host protocol', () => {
  it('accepts a load with 202, then sends loaded and, once drawn, rendered to /reports/{uid}/events', async () => {
    const t = setUp();
    const reply = await t.load();
    expect(reply).toEqual({ status: 202, body: null });
    expect(t.names()).toEqual(['reply 202', 'loaded', 'rendered']);
    const events = t.log.filter((entry) => entry.kind === 'event');
    expect(events.map((e) => (e.kind === 'event' ? e.url : ''))).toEqual([
      '/reports/u-9/events/loaded',
      '/reports/u-9/events/rendered',
    ]);
    expect(t.reads).toEqual([{ token: 'token-1', page: 'ReportSection1', conditions: [] }]);
    expect(t.lastView()).toMatchObject({ phase: 'loaded', page: { name: 'ReportSection1' }, busy: false });
    expect(renderHost(t.lastView())).toContain('$1,234.50');
  });

  it('sends the error event instead for an expired token or a failed read', async () => {
    const expired = setUp({
      definition: async () => {
        throw new ReportFetchError('TokenExpired', 'The embed token has expired.');
      },
    });
    await expired.load();
    expect(expired.names()).toEqual(['reply 202', 'error']);
    expect(expired.log[1]).toMatchObject({
      body: {
        message: 'TokenExpired',
        detailedMessage: 'The embed token has expired.',
        errorCode: 'TokenExpired',
        level: 6,
      },
    });
    // Later requests are answered (with the failure), never left waiting.
    expect(await expired.send('GET', '/report/pages')).toMatchObject({
      status: 400,
      body: { message: 'TokenExpired' },
    });

    const broken = setUp({
      definition: async () => {
        throw new Error('offline');
      },
    });
    await broken.load();
    expect(broken.log[1]).toMatchObject({
      name: 'error',
      body: { message: 'LoadReportFailed', detailedMessage: 'offline' },
    });

    const noToken = setUp();
    expect(await noToken.send('POST', '/report/load', { type: 'report' })).toMatchObject({ status: 400 });
    expect(await noToken.send('GET', '/report/pages')).toMatchObject({
      status: 400,
      body: { message: 'ReportNotLoaded' },
    });
  });

  it('answers requests that arrive while the report loads once it has loaded', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const t = setUp({
      definition: async () => {
        await gate;
        return DEFINITION;
      },
    });
    const loading = t.load();
    const pages = t.send('GET', '/report/pages');
    release();
    await loading;
    expect((await pages).status).toBe(200);
  });

  it('lists pages with isActive and visibility, and honours the configured page and settings', async () => {
    const t = setUp();
    await t.load({
      pageName: 'ReportSection2',
      settings: {
        panes: { filters: { visible: false }, pageNavigation: { visible: false } },
        layoutType: 1,
        customLayout: { displayOption: 2 },
        localeSettings: { language: 'de-DE' },
      },
    });
    expect((await t.send('GET', '/report/pages')).body).toEqual([
      { name: 'ReportSection1', displayName: 'Summary', isActive: false, visibility: 0 },
      { name: 'ReportSection2', displayName: 'By service', isActive: true, visibility: 0 },
      { name: 'ReportSection4', displayName: 'Details', isActive: false, visibility: 1 },
    ]);
    expect(t.lastView().settings).toEqual({
      filterPane: false,
      pageNavigation: false,
      displayOption: 2,
      locale: 'de-DE',
    });
    const html = renderHost(t.lastView());
    expect(html).toContain('1.234,50'); // the German way
    expect(html).not.toContain('filter-pane');
    expect(html).not.toContain('page-nav');
    expect(html).toContain('actual-size');

    const unknown = setUp();
    await unknown.load({ pageName: 'Nope' });
    expect(unknown.lastView().page?.name).toBe('ReportSection1');
  });

  it('switches the active page: draws it, replies 202, then pageChanged with the new page', async () => {
    const t = setUp();
    await t.load();
    t.log.length = 0;
    expect(
      await t.send('PUT', '/report/pages/active', {
        name: 'ReportSection4',
        displayName: null,
        isActive: true,
      }),
    ).toEqual({
      status: 202,
      body: null,
    });
    expect(t.names()).toEqual(['reply 202', 'pageChanged', 'rendered']);
    expect(t.log[1]).toMatchObject({
      body: { newPage: { name: 'ReportSection4', displayName: 'Details', isActive: true, visibility: 1 } },
    });
    expect(t.reads.at(-1)?.page).toBe('ReportSection4');
    t.log.length = 0;
    await t.send('PUT', '/report/pages/active', { name: 'ReportSection4' });
    expect(t.names()).toEqual(['reply 202', 'rendered']);
    expect(await t.send('PUT', '/report/pages/active', { name: 'Nope' })).toMatchObject({
      status: 400,
      body: { message: 'PageNotFound' },
    });
  });

  it('gets and sets report and page filters, which change what is read, and refuses bad ones with 400', async () => {
    const t = setUp();
    await t.load({ filters: [basic('ServiceName', ['Storage'])] });
    expect(t.reads.at(-1)?.conditions).toEqual([
      { table: 'Costs', column: 'ServiceName', operator: 'In', values: ['Storage'] },
    ]);
    // Every filter column has its card; the configured filter replaced the service card.
    expect((await t.send('GET', '/report/filters')).body).toEqual([
      basic('ServiceName', ['Storage']),
      basic('SubAccountName', [], 'All'),
    ]);

    expect(await t.send('PUT', '/report/filters', [basic('SubAccountName', ['a-01'])])).toEqual({
      status: 202,
      body: null,
    });
    expect((await t.send('GET', '/report/filters')).body).toEqual([basic('SubAccountName', ['a-01'])]);
    expect(t.reads.at(-1)?.conditions).toEqual([
      { table: 'Costs', column: 'SubAccountName', operator: 'In', values: ['a-01'] },
    ]);

    // updateFilters: Add (2), Replace (3), RemoveAll (0), ReplaceAll (1).
    await t.send('POST', '/report/filters', {
      filtersOperation: 2,
      filters: [basic('ServiceName', ['Bandwidth'])],
    });
    await t.send('POST', '/report/filters', {
      filtersOperation: 3,
      filters: [basic('ServiceName', ['Storage'], 'NotIn')],
    });
    expect((await t.send('GET', '/report/filters')).body).toEqual([
      basic('SubAccountName', ['a-01']),
      basic('ServiceName', ['Storage'], 'NotIn'),
    ]);
    await t.send('POST', '/report/filters', { filtersOperation: 0 });
    expect((await t.send('GET', '/report/filters')).body).toEqual([]);

    // Page level: only that page's reads see them.
    expect((await t.send('GET', '/report/pages/ReportSection1/filters')).body).toEqual([]);
    await t.send('PUT', '/report/pages/ReportSection1/filters', [basic('ServiceName', ['Bandwidth'])]);
    expect(t.reads.at(-1)).toMatchObject({
      page: 'ReportSection1',
      conditions: [{ column: 'ServiceName', values: ['Bandwidth'] }],
    });
    await t.send('POST', '/report/pages/ReportSection2/filters', {
      filtersOperation: 1,
      filters: [basic('SubAccountName', ['b-02'])],
    });
    expect((await t.send('GET', '/report/pages/ReportSection2/filters')).body).toEqual([
      basic('SubAccountName', ['b-02']),
    ]);
    expect((await t.send('GET', '/report/pages/ReportSection1/filters')).body).toEqual([
      basic('ServiceName', ['Bandwidth']),
    ]);
    expect((await t.send('GET', '/report/pages/Nope/filters')).status).toBe(404);

    for (const bad of [
      { not: 'a list' },
      [{ ...basic('ServiceName', ['x']), filterType: 0 }],
      [{ ...basic('ServiceName', ['x']), target: { table: 'Costs', column: 'Region' } }],
      [{ ...basic('ServiceName', ['x']), operator: 'Between' }],
      [{ ...basic('ServiceName', ['x']), values: 'Storage' }],
      [{ ...basic('ServiceName', ['x']), target: 'Costs.ServiceName' }],
    ]) {
      expect(await t.send('PUT', '/report/filters', bad)).toMatchObject({
        status: 400,
        body: { message: 'InvalidFilter' },
      });
    }
    expect(await t.send('POST', '/report/filters', { filtersOperation: 7, filters: [] })).toMatchObject({
      status: 400,
    });
    expect(await t.send('PUT', '/report/pages/ReportSection1/filters', [{}])).toMatchObject({ status: 400 });
    // The refused requests changed nothing.
    expect((await t.send('GET', '/report/filters')).body).toEqual([]);
  });

  it('shows or hides its filter pane with settings, and the pane sets filters as ticked', async () => {
    const t = setUp();
    await t.load({ settings: { panes: { filters: { visible: false } } } });
    expect(renderHost(t.lastView())).not.toContain('filter-pane');
    expect(await t.send('PATCH', '/report/settings', { panes: { filters: { visible: true } } })).toEqual({
      status: 202,
      body: null,
    });
    let html = renderHost(t.lastView());
    expect(html).toContain('<aside class="filter-pane" aria-labelledby="filters-title">');
    expect(html).toMatch(
      /<input type="checkbox" id="filter-0-1" data-table="Costs" data-column="ServiceName" value="Storage">/,
    );
    await t.send('PATCH', '/report/settings', { filterPaneEnabled: false });
    expect(renderHost(t.lastView())).not.toContain('filter-pane');
    await t.send('PATCH', '/report/settings', { filterPaneEnabled: true });
    expect(await t.send('PATCH', '/report/settings', 'nope')).toMatchObject({ status: 400 });

    t.log.length = 0;
    await t.host.chooseFilterValues('Costs', 'ServiceName', ['Storage']);
    expect(t.names()).toEqual(['rendered']);
    expect((await t.send('GET', '/report/filters')).body).toEqual([
      basic('ServiceName', ['Storage']),
      basic('SubAccountName', [], 'All'),
    ]);
    html = renderHost(t.lastView());
    expect(html).toContain('value="Storage" checked');
    expect(html).toContain('(1 of 2 selected)');
    await t.host.chooseFilterValues('Costs', 'ServiceName', []);
    expect(((await t.send('GET', '/report/filters')).body as { operator: string }[])[0]?.operator).toBe(
      'All',
    );
  });

  it('captures the view as an opaque state and applies it back exactly, page included', async () => {
    const t = setUp();
    await t.load();
    await t.send('PUT', '/report/filters', [basic('ServiceName', ['Storage'])]);
    await t.send('PUT', '/report/pages/ReportSection2/filters', [basic('SubAccountName', ['b-02'], 'NotIn')]);
    await t.send('PUT', '/report/pages/active', { name: 'ReportSection2' });
    const captured = await t.send('POST', '/report/bookmarks/capture', { options: {} });
    expect(captured).toMatchObject({
      status: 200,
      body: { name: expect.any(String), displayName: expect.any(String) },
    });
    const state = (captured.body as { state: string }).state;
    expect(state).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const snapshot = {
      filters: (await t.send('GET', '/report/filters')).body,
      page2: (await t.send('GET', '/report/pages/ReportSection2/filters')).body,
    };

    // Change everything, then apply the captured state.
    await t.send('POST', '/report/filters', { filtersOperation: 0 });
    await t.send('PUT', '/report/pages/ReportSection2/filters', []);
    await t.send('PUT', '/report/pages/active', { name: 'ReportSection1' });
    t.log.length = 0;
    expect(await t.send('POST', '/report/bookmarks/applyState', { state })).toEqual({
      status: 202,
      body: null,
    });
    expect(t.names()).toEqual(['reply 202', 'pageChanged', 'rendered']);
    expect(t.log[1]).toMatchObject({
      body: { newPage: { name: 'ReportSection2', displayName: 'By service' } },
    });
    expect((await t.send('GET', '/report/filters')).body).toEqual(snapshot.filters);
    expect((await t.send('GET', '/report/pages/ReportSection2/filters')).body).toEqual(snapshot.page2);
    expect(
      ((await t.send('GET', '/report/pages')).body as { name: string; isActive: boolean }[]).find(
        (p) => p.isActive,
      )?.name,
    ).toBe('ReportSection2');
    // The figures drawn are those of both conditions (the fake answers 1234.5 + their count; the
    // host had read them before the capture and keeps them).
    expect(t.lastView()).toMatchObject({
      page: { name: 'ReportSection2' },
      data: { page: 'ReportSection2', visuals: [{ items: [{ value: '1236.5' }] }] },
    });
    expect(t.reads.some((read) => read.page === 'ReportSection2' && read.conditions.length === 2)).toBe(true);
    // Applying it again on the same page: no pageChanged.
    t.log.length = 0;
    await t.send('POST', '/report/bookmarks/applyState', { state });
    expect(t.names()).toEqual(['reply 202', 'rendered']);

    // A bookmark state at load opens that view.
    const other = setUp();
    await other.load({ bookmark: { state } });
    expect(other.lastView().page?.name).toBe('ReportSection2');
    expect((await other.send('GET', '/report/filters')).body).toEqual(snapshot.filters);

    for (const bad of [
      undefined,
      '',
      'not base64!',
      btoa('{"v":2}'),
      encodeState({ v: 1, page: 'Nope', filters: [], pageFilters: {} }),
    ]) {
      expect(await t.send('POST', '/report/bookmarks/applyState', { state: bad })).toMatchObject({
        status: 400,
        body: { message: 'InvalidBookmarkState' },
      });
    }
    expect(typeof decodeState(btoa('[1]'), DEFINITION)).toBe('string');
  });

  it('answers an unknown route with 404, and other SDK calls it knows', async () => {
    const t = setUp();
    expect(await t.send('GET', '/report/theme')).toMatchObject({
      status: 404,
      body: { message: 'NotFound' },
    });
    expect(await t.send('POST', '/report/print', null)).toMatchObject({ status: 404 });
    await t.load();
    expect(await t.send('DELETE', '/report/pages/ReportSection1')).toMatchObject({ status: 404 });
    expect(await t.send('GET', '/report/bookmarks')).toEqual({ status: 200, body: [] });
    expect(await t.send('GET', '/report/pages/ReportSection1/visuals')).toEqual({
      status: 200,
      body: [{ name: 'cards', title: 'Effective cost', type: 'cards' }],
    });
    expect(await t.send('POST', '/report/token', 'token-2')).toEqual({ status: 202, body: null });
    expect(await t.send('POST', '/report/refresh', null)).toEqual({ status: 202, body: null });
    expect(t.reads.at(-1)?.token).toBe('token-2');
  });

  it('sends error when a page cannot be read after loading (a token that expired meanwhile)', async () => {
    let fail = false;
    const t = setUp({
      page: async () => {
        if (fail) throw new ReportFetchError('TokenExpired', 'The embed token has expired.');
        return { page: 'ReportSection1', currency: 'USD', visuals: [] };
      },
    });
    await t.load();
    fail = true;
    t.log.length = 0;
    await t.send('POST', '/report/refresh', null);
    expect(t.names()).toEqual(['error', 'reply 202']);
    expect(t.log[0]).toMatchObject({ body: { message: 'TokenExpired' } });
    expect(renderHost(t.lastView())).toContain('role="alert"');
  });
});

describe('the host page markup', () => {
  it('draws headings, SVG charts with their figures and tables, empty states, and escapes data', async () => {
    const t = setUp({
      page: async () => ({
        page: 'ReportSection1',
        currency: 'USD',
        visuals: [
          {
            type: 'columns',
            name: 'perMonth',
            title: 'Cost per month',
            kind: 'currency',
            points: [
              { month: '2026-10', value: '10.00' },
              { month: '2026-11', value: '5.50', partial: true },
            ],
          },
          {
            type: 'bars',
            name: 'bySvc',
            title: 'By service',
            kind: 'currency',
            rows: [{ label: '<b>x</b>', value: '3.00' }],
          },
          {
            type: 'table',
            name: 't',
            title: 'Lines',
            columns: [
              { key: 'month', label: 'Month', kind: 'month' },
              { key: 'cost', label: 'Cost', kind: 'currency' },
            ],
            rows: [{ month: '2026-10', cost: '-1.25' }],
            total: { month: 'Total', cost: '-1.25' },
          },
        ],
      }),
    });
    await t.load();
    const html = renderHost(t.lastView());
    expect(html).toContain('<h1>Summary</h1>');
    expect(html).toMatch(
      /<svg class="chart" [^>]*role="img" aria-label="Cost per month: October 2026 \$10\.00; November 2026 \(to date\) \$5\.50\."/,
    );
    expect(html).toContain('<caption>Cost per month</caption>');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('<th scope="row">October 2026</th><td class="num">-$1.25</td>');
    expect(html).toContain('<tfoot><tr><th scope="row">Total</th>');
    expect(html).toContain('<nav class="page-nav" aria-label="Report pages">');
    expect(html).toContain('aria-current="page"');
    expect(html).not.toMatch(/ style=/);

    const empty = setUp({
      page: async () => ({ page: 'ReportSection1', currency: 'USD', empty: 'no-data', visuals: [] }),
    });
    await empty.load();
    expect(renderHost(empty.lastView())).toContain('No data yet');
    const filtered = setUp({
      page: async () => ({ page: 'ReportSection1', currency: 'USD', empty: 'filtered', visuals: [] }),
    });
    await filtered.load();
    expect(renderHost(filtered.lastView())).toContain('No data matches the current filters');
  });
});
