import { Hono } from 'hono';
import { escapeHtml } from '../domain/escape-html.ts';

/**
 * The offline stand-in for the third-party changelog widget (spec section 4): the page the portal
 * embeds when its runtime configuration names this backend's /changelog-widget/. It shows what is
 * new for the user the portal names: entries for the user's type and features, the tenant's name.
 * Server-rendered (no script), escaped; it lives apart from what production runs, where a real
 * changelog service takes its place through `changelogUrl`.
 */
export interface ChangelogEntry {
  readonly date: string;
  readonly title: string;
  readonly text: string;
  /** The user types it is for; none means every type. */
  readonly userTypes?: readonly string[];
  /** Shown to users holding one of these features; none means every user. */
  readonly features?: readonly string[];
}

export const CHANGELOG_ENTRIES: readonly ChangelogEntry[] = [
  {
    date: '2026-11-30',
    title: 'Alerts by e-mail and webhook',
    text: 'Budget and anomaly alerts can now reach your team by e-mail or a webhook.',
    features: ['AZURE'],
  },
  {
    date: '2026-11-20',
    title: 'Licence optimisation, per department',
    text: 'Unused and duplicate licences are now grouped by department.',
    features: ['M365'],
  },
  {
    date: '2026-11-12',
    title: 'Secure Score history',
    text: 'The security score shows its history over twelve months.',
    features: ['SECURITY'],
  },
  {
    date: '2026-11-05',
    title: 'Customer billing exports',
    text: 'Partners can export every customer’s invoice lines at once.',
    userTypes: ['partner'],
  },
  {
    date: '2026-10-28',
    title: 'Dark mode everywhere',
    text: 'Every page and dialog follows the dark theme of the settings drawer.',
  },
];

/** The entries for a user of this type holding these features, newest first. */
export function entriesFor(
  entries: readonly ChangelogEntry[],
  userType: string,
  features: readonly string[],
): ChangelogEntry[] {
  return entries
    .filter((entry) => !entry.userTypes?.length || entry.userTypes.includes(userType))
    .filter(
      (entry) => !entry.features?.length || entry.features.some((feature) => features.includes(feature)),
    )
    .sort((a, b) => b.date.localeCompare(a.date));
}

const STYLE = `body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1b2430;background:#fff}
main{padding:1rem}h1{font-size:1.1rem;margin:0 0 .75rem}ol{list-style:none;margin:0;padding:0}
li{padding:.75rem 0;border-top:1px solid #d5dbe3}h2{font-size:1rem;margin:0}p{margin:.25rem 0 0}
time{color:#4d5866;font-size:.875rem}
@media (prefers-color-scheme:dark){body{color:#e6ebf1;background:#151b23}li{border-color:#3a4450}time{color:#b3bdc9}}`;

export function createChangelogWidget(entries: readonly ChangelogEntry[] = CHANGELOG_ENTRIES): Hono {
  const app = new Hono();
  app.get('/widget.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(STYLE);
  });
  app.get('/', (c) => {
    const userType = (c.req.query('utype') ?? '').slice(0, 40);
    const features = (c.req.query('features') ?? '')
      .split(',')
      .map((feature) => feature.trim())
      .filter(Boolean)
      .slice(0, 50);
    const tenantName = (c.req.query('tenantName') ?? '').slice(0, 120);
    const shown = entriesFor(entries, userType, features);
    const items = shown
      .map(
        (entry) =>
          `<li><h2>${escapeHtml(entry.title)}</h2><time datetime="${entry.date}">${entry.date}</time><p>${escapeHtml(entry.text)}</p></li>`,
      )
      .join('');
    const heading = tenantName ? `What's new for ${escapeHtml(tenantName)}` : "What's new";
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>What's new</title><link rel="stylesheet" href="/changelog-widget/widget.css"></head>
<body><main><h1>${heading}</h1>${shown.length ? `<ol>${items}</ol>` : '<p>Nothing new for you yet.</p>'}</main></body></html>`);
  });
  return app;
}
