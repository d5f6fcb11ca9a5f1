import { existsSync, readFileSync, statSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppTokens, EmbedTokenClaims } from '../../auth/app-tokens.ts';
import type { CostRepository } from '../../data/cost-repository.ts';
import type { ExchangeRateRepository } from '../../data/exchange-rate-repository.ts';
import type { ReportRepository } from '../../data/report-repository.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { reportTypeEntry } from '../../domain/report-types.ts';
import { parseConditions, reportDefinition, reportPageData } from './report-data.ts';

/**
 * The local report host: a stand-in for the business-intelligence service, outside the portal's
 * contract. The portal's iframe loads `/report-host/reports/{id}` (the entityUrl of the embed-token
 * calls); the page's script answers powerbi-client's postMessage protocol and reads the report
 * from `/report-host/api/...` with the embed token of the load request.
 */
export interface ReportHostOptions {
  costs: CostRepository;
  reports: ReportRepository;
  exchangeRates: ExchangeRateRepository;
  tokens: AppTokens;
}

/** The host page's own policy: its script and style files, its data route, framed by this origin only. */
export const REPORT_HOST_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

const REPORT_ID = /^[A-Za-z0-9-]{1,80}$/;
const BROWSER_DIR = join(import.meta.dirname, 'browser');

/** The page: no inline script or style, the module script installs the message listener at once. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Report</title>
<link rel="stylesheet" href="/report-host/assets/host.css">
<script type="module" src="/report-host/assets/host.js"></script>
</head>
<body>
<div id="report" class="report" aria-busy="true"><p class="status" role="status">Loading the report…</p></div>
</body>
</html>
`;

/** A problem+json answer with a machine-readable `code` the host page maps to its error event. */
function problem(
  status: number,
  title: string,
  detail: string,
  code?: string,
  headers: Record<string, string> = {},
) {
  return new Response(
    JSON.stringify({ type: 'about:blank', title, status, detail, ...(code ? { code } : {}) }),
    {
      status,
      headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...headers },
    },
  );
}

/**
 * The page's TypeScript modules as JavaScript, types stripped by Node (the syntax is erasable
 * only), `./x.ts` imports pointing at `./x.js`. Read again only when a file changes.
 */
function browserModules() {
  const cache = new Map<string, { mtimeMs: number; code: string }>();
  return (name: string): string | undefined => {
    const file = join(BROWSER_DIR, `${name}.ts`);
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    const cached = cache.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.code;
    const code = quietly(() => stripTypeScriptTypes(readFileSync(file, 'utf8'))).replace(
      /(from\s+|import\s*\(\s*|import\s+)(['"])(\.\/[\w-]+)\.ts\2/g,
      '$1$2$3.js$2',
    );
    cache.set(name, { mtimeMs, code });
    return code;
  };
}

/** Runs `work` without Node's one-time warning that type stripping as an API is experimental. */
function quietly<T>(work: () => T): T {
  const emit = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (String(warning).includes('stripTypeScriptTypes')) return;
    (emit as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return work();
  } finally {
    process.emitWarning = emit;
  }
}

/** The embed token of a data call: `Authorization: EmbedToken …` (as the service has it) or `Bearer …`. */
function presentedToken(header: string | undefined): string | undefined {
  const match = /^(?:EmbedToken|Bearer)\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** The verified claims of the call's embed token for this report, or the answer refusing it. */
async function authorise(
  tokens: AppTokens,
  header: string | undefined,
  reportId: string,
): Promise<EmbedTokenClaims | Response> {
  const verified = await tokens.verifyEmbed(presentedToken(header));
  const challenge = (error: string) => ({ 'WWW-Authenticate': `EmbedToken error="${error}"` });
  if (verified === 'missing')
    return problem(
      401,
      'Unauthorized',
      'An embed token is required.',
      'TokenMissing',
      challenge('invalid_request'),
    );
  if (verified === 'expired')
    return problem(
      401,
      'Unauthorized',
      'The embed token has expired.',
      'TokenExpired',
      challenge('invalid_token'),
    );
  if (verified === 'invalid')
    return problem(
      401,
      'Unauthorized',
      'The embed token is not valid.',
      'TokenInvalid',
      challenge('invalid_token'),
    );
  if (verified === 'wrong-type')
    return problem(403, 'Forbidden', 'This is not an embed token.', 'WrongTokenType');
  if (verified.claims.reportId !== reportId)
    return problem(403, 'Forbidden', 'The embed token is for another report.', 'WrongReport');
  return verified.claims;
}

/** The JSON of `work`, or the problem of what it refused (a bad parameter 400, a missing thing 404). */
async function answer(work: () => Promise<unknown>): Promise<Response> {
  try {
    return new Response(JSON.stringify(await work()), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    if (error instanceof DomainError)
      return error.kind === 'not-found'
        ? problem(404, 'Not Found', error.message)
        : problem(400, 'Bad Request', error.message);
    throw error;
  }
}

/** The host page of a report and its script and style files. */
function pageRoutes(host: Hono) {
  const modules = browserModules();

  host.get('/reports/:reportId', (c) => {
    if (!REPORT_ID.test(c.req.param('reportId'))) return problem(404, 'Not Found', 'No such report.');
    return new Response(PAGE, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': REPORT_HOST_CSP,
        'X-Frame-Options': 'SAMEORIGIN',
      },
    });
  });

  host.get('/assets/:file', (c) => {
    const file = c.req.param('file');
    if (file === 'host.css') {
      return new Response(readFileSync(join(BROWSER_DIR, 'host.css'), 'utf8'), {
        headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' },
      });
    }
    const name = /^([a-z-]+)\.js$/.exec(file)?.[1];
    const code = name && !name.endsWith('-test') ? modules(name) : undefined;
    if (code === undefined) return problem(404, 'Not Found', `${c.req.path} does not exist.`);
    return new Response(code, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  });
}

/** The data calls of the host page, each with the embed token of its report. */
function dataRoutes(host: Hono, options: ReportHostOptions) {
  const sources = { costs: options.costs, reports: options.reports, exchangeRates: options.exchangeRates };

  host.get('/api/reports/:reportId', async (c) => {
    const claims = await authorise(options.tokens, c.req.header('Authorization'), c.req.param('reportId'));
    if (claims instanceof Response) return claims;
    const scope = { tenantId: claims.tid, reportType: claims.reportType, reportId: claims.reportId };
    return answer(() => reportDefinition(sources, scope, c.req.query('currency')));
  });

  host.get('/api/reports/:reportId/pages/:pageName', async (c) => {
    const claims = await authorise(options.tokens, c.req.header('Authorization'), c.req.param('reportId'));
    if (claims instanceof Response) return claims;
    const scope = { tenantId: claims.tid, reportType: claims.reportType, reportId: claims.reportId };
    return answer(async () =>
      reportPageData(
        sources,
        scope,
        c.req.param('pageName'),
        parseConditions(reportTypeEntry(claims.reportType).kind, c.req.query('filters')),
        c.req.query('currency'),
      ),
    );
  });
}

/** The report host's routes: the page and its files, its data calls, and a catch-all 404. */
export function createReportHost(options: ReportHostOptions): Hono {
  const host = new Hono();
  pageRoutes(host);
  dataRoutes(host, options);
  host.all('*', (c) => problem(404, 'Not Found', `${c.req.path} does not exist.`));
  return host;
}
