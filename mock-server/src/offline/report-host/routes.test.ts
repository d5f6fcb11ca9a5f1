import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMicros } from '../../domain/money.ts';
import { stableUuid } from '../../domain/stable-uuid.ts';
import { seedCosts } from '../../seed/costs.ts';
import { createTestBackend, readJson } from '../../testing/test-backend.ts';
import { REPORT_HOST_CSP } from './routes.ts';

const API = '/services/api-portal-customer/api';
const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

describe('the report host', async () => {
  it('keeps its SQL in the data layer (src/data/report-repository.ts), as layers.test.ts asks of services', () => {
    const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const sql =
      /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|CREATE TABLE|PRAGMA)\s|\bdb\.(run|get|all)\(|\bprepare\(/;
    expect(files.filter((file) => sql.test(readFileSync(join(import.meta.dirname, file), 'utf8')))).toEqual(
      [],
    );
  });

  const backend = await createTestBackend({ seed: (db) => seedCosts(db, ['fabrikam']) });
  afterAll(() => backend.close());
  const reportId = (tenant: string, type: string) => stableUuid(tenant, 'report', type);
  const embedToken = (tenant: string, type: string, id = reportId(tenant, type)) =>
    backend.tokens.issueEmbed({ tid: tenant, reportType: type, reportId: id });
  const get = (path: string, token?: string) =>
    backend.app.request(path, token ? { headers: { Authorization: `EmbedToken ${token}` } } : {});
  const definition = async (tenant: string, type: string) =>
    readJson(get(`/report-host/api/reports/${reportId(tenant, type)}`, await embedToken(tenant, type)));
  const page = async (tenant: string, type: string, name: string, filters?: unknown) =>
    readJson(
      get(
        `/report-host/api/reports/${reportId(tenant, type)}/pages/${name}${
          filters ? `?filters=${encodeURIComponent(JSON.stringify(filters))}` : ''
        }`,
        await embedToken(tenant, type),
      ),
    );

  /** Independent sum of the daily rows, in micro-units, rounded to the cent once. */
  const expected = async (tenant: string, from: string, to: string, column = 'effective_cost', where = '') =>
    formatMicros(
      (
        await backend.db.all<{ cost: number }>(
          `SELECT d.${column} AS cost FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
           WHERE r.tenant_id = ? AND d.day BETWEEN ? AND ? ${where}`,
          [tenant, day(from), day(to)],
        )
      ).reduce((total, row) => total + BigInt(row.cost), 0n),
    );

  /** The Azure cost report's figures: the Azure scope, every service but Microsoft 365. */
  const azure = (tenant: string, from: string, to: string, column = 'effective_cost', where = '') =>
    expected(tenant, from, to, column, `AND r.service_name <> 'Microsoft 365' ${where}`);

  describe('page', () => {
    it('is a page of its own: strict policy, framed by this origin only, no inline script', async () => {
      const response = await get(`/report-host/reports/${reportId('fabrikam', 'azure-cost')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Content-Security-Policy')).toBe(REPORT_HOST_CSP);
      expect(REPORT_HOST_CSP).toContain("script-src 'self'");
      expect(REPORT_HOST_CSP).toContain("frame-ancestors 'self'");
      expect(REPORT_HOST_CSP).not.toContain('unsafe-inline');
      expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const html = await response.text();
      expect(html).toContain('<script type="module" src="/report-host/assets/host.js"></script>');
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).not.toMatch(/https?:\/\//);
      expect(html).not.toMatch(/ style=/);
    });

    it("leaves the portal's own pages and their policy as they were", async () => {
      const portal = await get('/billing/overview');
      expect(portal.headers.get('Content-Security-Policy')).toMatch(
        /^default-src 'self'; script-src 'self'; style-src 'self' 'nonce-/,
      );
      expect(portal.headers.get('X-Frame-Options')).toBeNull();
      expect((await get('/report-host/reports/not%20an%20id')).status).toBe(404);
      const unknown = await get('/report-host/nothing-here');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('Content-Type')).toBe('application/problem+json');
    });

    it('serves its script as JavaScript modules that Node can parse, every import served too', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'report-host-'));
      const seen = new Set<string>();
      const queue = ['host.js'];
      while (queue.length > 0) {
        const name = queue.pop() as string;
        if (seen.has(name)) continue;
        seen.add(name);
        const response = await get(`/report-host/assets/${name}`);
        expect(response.status, name).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
        const code = await response.text();
        expect(code).not.toMatch(/from '\.\/[\w-]+\.ts'/);
        const file = join(dir, name.replace(/\.js$/, '.mjs'));
        writeFileSync(file, code);
        execFileSync(process.execPath, ['--check', file]);
        for (const [, imported] of code.matchAll(/from '\.\/([\w-]+\.js)'/g)) queue.push(imported as string);
      }
      expect([...seen].sort()).toEqual([
        'filters.js',
        'format.js',
        'host.js',
        'protocol-codecs.js',
        'protocol-routes.js',
        'protocol-state.js',
        'protocol.js',
        'views.js',
      ]);
      const css = await get('/report-host/assets/host.css');
      expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
      expect(await css.text()).toContain('prefers-color-scheme: dark');
      expect((await get('/report-host/assets/model.test.js')).status).toBe(404);
      expect((await get('/report-host/assets/..%2Froutes.js')).status).toBe(404);
    });
  });

  describe('data route tokens', () => {
    const id = reportId('fabrikam', 'azure-cost');
    const path = `/report-host/api/reports/${id}`;

    it('answers a valid embed token (EmbedToken or Bearer)', async () => {
      const token = await embedToken('fabrikam', 'azure-cost');
      expect((await get(path, token)).status).toBe(200);
      const bearer = await backend.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
      expect(bearer.status).toBe(200);
    });

    it('refuses no token, a forged or expired one, another report and another kind of token', async () => {
      const refusal = async (response: Response | Promise<Response>, status: number, code: string) => {
        const answer = await response;
        expect(answer.status).toBe(status);
        expect(answer.headers.get('Content-Type')).toBe('application/problem+json');
        expect(((await answer.json()) as { code: string }).code).toBe(code);
      };
      await refusal(get(path), 401, 'TokenMissing');
      const token = await embedToken('fabrikam', 'azure-cost');
      // Forged: the signature's first character changed. (Changing its last two could leave the
      // signature's bytes as they were: the last character of base64url carries padding bits, so
      // one token in about a thousand still verified.)
      const [head, body, signature = ''] = token.split('.');
      const forged = `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      await refusal(get(path, forged), 401, 'TokenInvalid');
      await refusal(
        get(path, await embedToken('fabrikam', 'azure-cost', reportId('fabrikam', 'm365-licence'))),
        403,
        'WrongReport',
      );
      await refusal(
        get(path, await backend.tokenFor('admin@contoso.example', 'fabrikam')),
        403,
        'WrongTokenType',
      );
      await refusal(
        get(`${path}/pages/ReportSection1`, await backend.tokenFor('admin@contoso.example', 'fabrikam')),
        403,
        'WrongTokenType',
      );
      backend.advance(3601_000);
      const expired = await get(path, token);
      expect(expired.status).toBe(401);
      expect(expired.headers.get('WWW-Authenticate')).toContain('invalid_token');
      expect(((await expired.json()) as { code: string }).code).toBe('TokenExpired');
      backend.advance(-3601_000);
    });

    it('refuses bad filters and unknown pages as problems', async () => {
      const token = await embedToken('fabrikam', 'azure-cost');
      const bad = async (query: string) =>
        (await get(`${path}/pages/ReportSection1?filters=${encodeURIComponent(query)}`, token)).status;
      expect(await bad('not json')).toBe(400);
      expect(await bad('{"table":"Costs"}')).toBe(400);
      expect(await bad('[{"table":"Costs","column":"Region","operator":"In","values":["x"]}]')).toBe(400);
      expect(await bad('[{"table":"Costs","column":"ServiceName","operator":"Between","values":[]}]')).toBe(
        400,
      );
      expect(await bad('[{"table":"Costs","column":"ServiceName","operator":"In","values":[{}]}]')).toBe(400);
      expect((await get(`${path}/pages/ReportSection9`, token)).status).toBe(404);
      expect((await get(`${path}?currency=XXX`, token)).status).toBe(400);
    });
  });

  describe('figures', () => {
    it("defines the report's pages and filter columns from the tenant's data", async () => {
      const cost = await definition('fabrikam', 'azure-cost');
      expect(cost).toMatchObject({ reportType: 'azure-cost', hasData: true, currency: 'USD' });
      expect(cost.pages).toEqual([
        { name: 'ReportSection1', displayName: 'Summary', visibility: 0 },
        { name: 'ReportSection2', displayName: 'By service', visibility: 0 },
        { name: 'ReportSection3', displayName: 'By subscription', visibility: 0 },
        { name: 'ReportSection4', displayName: 'Details', visibility: 1 },
      ]);
      // Sorted here, as the values are: the engines' text orders differ.
      const subscriptions = (
        await backend.db.all<{ name: string }>(
          "SELECT DISTINCT sub_account_name AS name FROM cost_resources WHERE tenant_id = 'fabrikam' AND service_name <> 'Microsoft 365'",
        )
      )
        .map((row) => row.name)
        .sort();
      expect(cost.fields.map((f: { column: string }) => f.column)).toEqual(['ServiceName', 'SubAccountName']);
      expect([...cost.fields[1].values].sort()).toEqual(subscriptions);
      // The Azure cost report offers Azure's services only (the same scope as every 'Azure').
      expect(cost.fields[0].values).not.toContain('Microsoft 365');
      expect(cost.fields[0].values).toContain('Storage');
      const invoice = await definition('fabrikam', 'azure-invoice');
      expect(invoice.pages.map((p: { name: string }) => p.name)).toEqual([
        'InvoiceSection1',
        'InvoiceSection2',
        'ReportSection3',
      ]);
      expect(invoice.fields[0].values).toEqual(['Adjustment', 'Credit', 'Purchase', 'Tax', 'Usage']);
      const licence = await definition('fabrikam', 'm365-licence');
      expect(licence.pages.map((p: { displayName: string }) => p.displayName)).toEqual(['Licences', 'Waste']);
      expect(licence.fields[0]).toMatchObject({ table: 'Licences', column: 'SkuName' });
      expect(licence.fields[0].values).toContain('Microsoft 365 E3');
    });

    it('sums effective cost in the Azure scope as the cost screens do, to the cent, filters included', async () => {
      const summary = await page('fabrikam', 'azure-cost', 'ReportSection1');
      const cards = summary.visuals[0].items;
      expect(cards[0]).toMatchObject({
        label: 'Last twelve months',
        value: await azure('fabrikam', '2025-11-01', '2026-10-31'),
      });
      expect(cards[1]).toMatchObject({
        label: 'Latest whole month',
        value: await azure('fabrikam', '2026-10-01', '2026-10-31'),
      });
      expect(cards[2]).toMatchObject({
        label: 'Month to date',
        value: await azure('fabrikam', '2026-11-01', '2026-11-20'),
      });
      const columns = summary.visuals[1].points;
      expect(columns).toHaveLength(13);
      expect(columns[0]).toEqual({
        month: '2025-11',
        value: await azure('fabrikam', '2025-11-01', '2025-11-30'),
      });
      expect(columns[12]).toEqual({
        month: '2026-11',
        value: await azure('fabrikam', '2026-11-01', '2026-11-20'),
        partial: true,
      });

      const storage = await page('fabrikam', 'azure-cost', 'ReportSection1', [
        { table: 'Costs', column: 'ServiceName', operator: 'In', values: ['Storage', 'Bandwidth'] },
      ]);
      expect(storage.visuals[0].items[0].value).toBe(
        await azure(
          'fabrikam',
          '2025-11-01',
          '2026-10-31',
          'effective_cost',
          "AND r.service_name IN ('Storage', 'Bandwidth')",
        ),
      );
      // Conditions restrict together: In, then NotIn on the same column.
      const both = await page('fabrikam', 'azure-cost', 'ReportSection1', [
        { table: 'Costs', column: 'ServiceName', operator: 'In', values: ['Storage', 'Bandwidth'] },
        { table: 'Costs', column: 'ServiceName', operator: 'NotIn', values: ['Bandwidth'] },
        { table: 'Costs', column: 'SubAccountName', operator: 'All', values: [] },
      ]);
      expect(both.visuals[0].items[0].value).toBe(
        await azure(
          'fabrikam',
          '2025-11-01',
          '2026-10-31',
          'effective_cost',
          "AND r.service_name = 'Storage'",
        ),
      );
      const nothing = await page('fabrikam', 'azure-cost', 'ReportSection1', [
        { table: 'Costs', column: 'ServiceName', operator: 'In', values: ['Storage'] },
        { table: 'Costs', column: 'ServiceName', operator: 'In', values: ['Bandwidth'] },
      ]);
      expect(nothing).toMatchObject({ empty: 'filtered', visuals: [] });

      const services = await page('fabrikam', 'azure-cost', 'ReportSection2');
      const bars = services.visuals[1].rows as { label: string; value: string }[];
      for (const row of bars) {
        expect(row.value).toBe(
          await azure(
            'fabrikam',
            '2025-11-01',
            '2026-10-31',
            'effective_cost',
            `AND r.service_name = '${row.label}'`,
          ),
        );
      }
      expect(bars.map((r) => Number(r.value))).toEqual(
        [...bars.map((r) => Number(r.value))].sort((a, b) => b - a),
      );
      const subscriptions = await page('fabrikam', 'azure-cost', 'ReportSection3', [
        { table: 'Costs', column: 'SubAccountName', operator: 'In', values: ['fabrikam-data-dev-03'] },
      ]);
      expect(subscriptions.visuals[1].rows).toEqual([
        {
          label: 'fabrikam-data-dev-03',
          value: await azure(
            'fabrikam',
            '2025-11-01',
            '2026-10-31',
            'effective_cost',
            "AND r.sub_account_name = 'fabrikam-data-dev-03'",
          ),
        },
      ]);
      const details = await page('fabrikam', 'azure-cost', 'ReportSection4');
      expect(details.visuals[1].rows).toHaveLength(20);
    });

    it('bills invoices per month and charge category, with credits and adjustments', async () => {
      const invoices = await page('fabrikam', 'azure-invoice', 'InvoiceSection1');
      const table = invoices.visuals[2];
      const october = table.rows.find((row: { month: string }) => row.month === '2026-10');
      expect(october.total).toBe(await expected('fabrikam', '2026-10-01', '2026-10-31', 'billed_cost'));
      expect(october.Tax).toBe(
        await expected(
          'fabrikam',
          '2026-10-01',
          '2026-10-31',
          'billed_cost',
          "AND r.charge_category = 'Tax'",
        ),
      );
      expect(table.total.total).toBe(await expected('fabrikam', '2025-11-01', '2026-10-31', 'billed_cost'));
      const lines = await page('fabrikam', 'azure-invoice', 'InvoiceSection2', [
        { table: 'Costs', column: 'ChargeCategory', operator: 'In', values: ['Usage'] },
      ]);
      expect(lines.visuals[0].items[0].value).toBe(
        await expected(
          'fabrikam',
          '2026-10-01',
          '2026-10-31',
          'billed_cost',
          "AND r.charge_category = 'Usage'",
        ),
      );
      expect(new Set(lines.visuals[1].rows.map((row: { category: string }) => row.category))).toEqual(
        new Set(['Usage']),
      );
      const credits = await page('fabrikam', 'azure-invoice', 'ReportSection3');
      expect(
        credits.visuals[0].items.map((i: { label: string; value: string }) => [i.label, i.value]),
      ).toEqual([
        [
          'Credits',
          await expected(
            'fabrikam',
            '2025-11-01',
            '2026-10-31',
            'billed_cost',
            "AND r.charge_category = 'Credit'",
          ),
        ],
        [
          'Adjustments',
          await expected(
            'fabrikam',
            '2025-11-01',
            '2026-10-31',
            'billed_cost',
            "AND r.charge_category = 'Adjustment'",
          ),
        ],
      ]);
    });

    it('counts seats and prices them from the purchases', async () => {
      const licences = await page('fabrikam', 'm365-licence', 'ReportSection1');
      const seats = await backend.db.get<{ seats: number }>(
        `SELECT SUM(d.quantity) AS seats FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
         WHERE r.tenant_id = 'fabrikam' AND r.service_name = 'Microsoft 365' AND r.charge_category = 'Purchase' AND d.day = ?`,
        [day('2026-11-01')],
      );
      const [bought, cost] = licences.visuals[0].items;
      expect(bought).toMatchObject({
        value: String(seats?.seats),
        period: { kind: 'month', month: '2026-11' },
      });
      expect(cost.value).toBe(
        await expected(
          'fabrikam',
          '2026-11-01',
          '2026-11-30',
          'billed_cost',
          "AND r.service_name = 'Microsoft 365' AND r.charge_category = 'Purchase'",
        ),
      );
      const e3 = await page('fabrikam', 'm365-licence', 'ReportSection1', [
        { table: 'Licences', column: 'SkuName', operator: 'In', values: ['Microsoft 365 E3'] },
      ]);
      expect(e3.visuals[1].rows.map((row: { name: string }) => row.name)).toEqual(['Microsoft 365 E3']);
      const waste = await page('fabrikam', 'm365-licence', 'ReportSection2');
      const added = waste.visuals[2].rows as { seats: string; before: string; added: string }[];
      for (const row of added) expect(Number(row.added)).toBe(Number(row.seats) - Number(row.before));
    });

    it('shows an empty state for a tenant without cost data', async () => {
      expect(await definition('northwind', 'azure-cost')).toMatchObject({ hasData: false });
      expect(await page('northwind', 'azure-cost', 'ReportSection1')).toMatchObject({
        empty: 'no-data',
        visuals: [],
      });
      expect(await page('northwind', 'm365-licence', 'ReportSection2')).toMatchObject({ empty: 'no-data' });
    });

    it('converts to a display currency at the stored rates', async () => {
      const token = await embedToken('fabrikam', 'azure-cost');
      const euros = await readJson(
        get(
          `/report-host/api/reports/${reportId('fabrikam', 'azure-cost')}/pages/ReportSection1?currency=EUR`,
          token,
        ),
      );
      expect(euros.currency).toBe('EUR');
    });
  });

  describe("the portal's three outcome cards", () => {
    it('reaches them from the demo menu: unlicensed, a missing configured page, an expired token', async () => {
      const token = await backend.tokenFor('finance@contoso.example');
      const menu = JSON.stringify(await readJson(backend.call(`${API}/portal/menu`, { token })));
      for (const name of ['chargeback', 'cost-forecast', 'cost-archive'])
        expect(menu).toContain(`insights/report-examples/${name}`);

      const unlicensed = await readJson(
        backend.call(`${API}/report/embed/token/report/azure-chargeback`, { token }),
      );
      expect(unlicensed).toMatchObject({ name: 'Chargeback report', reportEmbedded: null });
      expect(unlicensed.errorMessage).toBe('Ask your partner to activate this report for your tenant.');

      const forecast = await readJson(
        backend.call(`${API}/report/embed/token/report/azure-cost-forecast`, { token }),
      );
      expect(forecast.reportPage).toBe('Forecast');
      const pages = await readJson(
        get(`/report-host/api/reports/${forecast.reportEmbedded.entityId}`, forecast.reportEmbedded.token),
      );
      expect(
        pages.pages.flatMap((p: { name: string; displayName: string }) => [p.name, p.displayName]),
      ).not.toContain('Forecast');

      const archive = await readJson(
        backend.call(`${API}/report/embed/token/report/azure-cost-archive`, { token }),
      );
      expect(archive.reportPage).toBeUndefined();
      expect(Date.parse(archive.reportEmbedded.expiresAt)).toBeLessThan(Date.UTC(2026, 10, 21, 9, 0, 0));
      const refused = await get(
        `/report-host/api/reports/${archive.reportEmbedded.entityId}`,
        archive.reportEmbedded.token,
      );
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { code: string }).code).toBe('TokenExpired');

      const normal = await readJson(backend.call(`${API}/report/embed/token/report/azure-cost`, { token }));
      expect(normal.reportPage).toBeUndefined();
      expect(normal.reportEmbedded.entityUrl).toBe(
        `http://localhost/report-host/reports/${normal.reportEmbedded.entityId}`,
      );
      expect((await get(new URL(normal.reportEmbedded.entityUrl).pathname)).status).toBe(200);
    });
  });
});
