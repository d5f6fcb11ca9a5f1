/**
 * Answers from the tenant's office suite, recommendations and Secure Score: the same figures as
 * the Licences, Recommendations and Secure Score pages (services/office.ts, recommendations.ts,
 * scores.ts compute them; the answers only word them).
 */

import { formatCents } from '../domain/money.ts';
import { INACTIVE_AFTER_DAYS, licenceSeats, officeModel } from '../domain/office/office-model.ts';
import { secureScoreOf } from '../domain/scores/scores.ts';
import { tenantMoney } from '../domain/tenant-money.ts';
import { type AnswerContext, DATASET_LABEL, type Dataset, type Draft } from './context.ts';
import { escapeName, formatAmount, plural, table } from './format.ts';
import type { Intent } from './intent.ts';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const note = (ctx: AnswerContext, what: string) => `_Data set: ${DATASET_LABEL[ctx.dataset]} · ${what}._`;

/** Which recommendation sources a data set covers. */
const SOURCES_OF: Record<Dataset, readonly string[]> = {
  all: ['m365', 'azure', 'directory', 'aws'],
  m365: ['m365', 'directory'],
  azure: ['azure'],
};
const SOURCE_NAME: Record<string, string> = {
  m365: 'Microsoft 365',
  azure: 'Azure',
  directory: 'Directory',
  aws: 'AWS',
};

/** Seats per licence: purchased, assigned, in use, unassigned and inactive, and what the waste costs. */
export async function answerLicences(ctx: AnswerContext): Promise<Draft> {
  if (ctx.dataset === 'azure') {
    return {
      markdown: [
        "Licences are Microsoft 365 data, which the data set **Azure data** leaves out. Switch the data set to 'M365 data' or 'M365 and Azure data' to ask about seats and licence waste.",
        '',
        note(ctx, 'Microsoft 365 excluded'),
      ].join('\n'),
      pages: [{ name: 'm365/licences' }],
      followups: ['What did Azure cost last month?', 'What savings are open?'],
    };
  }
  const model = await officeModel(ctx.data, ctx.viewer.tenantId);
  const seats = licenceSeats(model);
  if (seats.length === 0) {
    return {
      markdown: ['This tenant has no Microsoft 365 licences in the portal.', '', note(ctx, 'licences')].join(
        '\n',
      ),
      pages: [{ name: 'm365/licences' }],
      followups: ['What did Microsoft 365 cost last month?'],
    };
  }
  const money = (cents: bigint) => formatAmount(formatCents(cents), model.money.currency);
  const waste = seats.reduce((sum, s) => sum + s.wasteCents, 0n);
  const unassigned = seats.reduce((sum, s) => sum + s.unassigned, 0);
  const inactive = seats.reduce((sum, s) => sum + s.inactive, 0);
  const copilot = seats.find((s) => s.sku.copilot);
  const rows = [...seats]
    .sort((a, b) => (b.wasteCents > a.wasteCents ? 1 : b.wasteCents < a.wasteCents ? -1 : 0))
    .map((s) => [
      escapeName(s.sku.name),
      count(s.sku.purchased),
      count(s.assigned),
      count(s.active),
      count(s.unassigned),
      count(s.inactive),
      money(s.wasteCents),
    ]);
  const lines = [
    `You have **${plural(unassigned, 'unassigned seat')}** and **${plural(inactive, 'seat')}** of users inactive for ${INACTIVE_AFTER_DAYS} days or more: **${money(waste)} a month** of licence waste at list prices.`,
    '',
    table(
      [
        { title: 'Licence' },
        { title: 'Purchased', align: 'right' },
        { title: 'Assigned', align: 'right' },
        { title: 'In use', align: 'right' },
        { title: 'Unassigned', align: 'right' },
        { title: 'Inactive', align: 'right' },
        { title: 'Waste a month', align: 'right' },
      ],
      rows,
    ),
  ];
  if (copilot)
    lines.push(
      '',
      `Copilot: ${count(copilot.assigned)} of ${count(copilot.sku.purchased)} seats assigned, ${count(copilot.active)} in use.`,
    );
  lines.push('', note(ctx, `licences as of ${model.asOf}, list prices a month`));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'm365/licences' },
      { name: 'm365/licences', tab: 'Users' },
      { name: 'recommendations/m365', tab: 'Open' },
    ],
    followups: [
      'What savings are open?',
      'What is our Secure Score?',
      'What do our Microsoft 365 licences cost per SKU last month?',
    ],
  };
}

/** The Secure Score against its maximum and similar tenants, and the actions worth the most. */
export async function answerSecureScore(ctx: AnswerContext): Promise<Draft> {
  const { record, actions, current, max } = await secureScoreOf(ctx.data, ctx.viewer.tenantId);
  if (actions.length === 0) {
    return {
      markdown: ['No Secure Score was read for this tenant yet.', '', note(ctx, 'Secure Score')].join('\n'),
      pages: [{ name: 'security/secure-score' }],
      followups: ['Which licences are unassigned?'],
    };
  }
  const todo = actions
    .filter((a) => a.status === 'todo')
    .sort((a, b) => b.maxPoints - b.points - (a.maxPoints - a.points))
    .slice(0, 3);
  const percent = Math.round((1000 * current) / max) / 10;
  const lines = [
    `Your Secure Score is **${current} of ${max} points (${percent} %)**; tenants of a similar size average ${record?.similarTenantsPercent ?? 0} %.`,
  ];
  if (todo.length > 0)
    lines.push(
      '',
      'The actions worth the most points:',
      '',
      table(
        [{ title: 'Improvement action' }, { title: 'Category' }, { title: 'Points to gain', align: 'right' }],
        todo.map((a) => [
          escapeName(a.title),
          a.category,
          String(Math.round((a.maxPoints - a.points) * 100) / 100),
        ]),
      ),
    );
  lines.push('', note(ctx, 'Secure Score'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'security/secure-score', tab: 'Score' },
      { name: 'security/secure-score', tab: 'Profiles' },
    ],
    followups: ['Which licences are unassigned?', 'What savings are open?'],
  };
}

/** Open recommendations of the data set's sources: how many, what they save, and the largest. */
export async function answerRecommendations(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  const [records, money] = await Promise.all([
    ctx.data.costEntities.recommendations(ctx.viewer.tenantId),
    tenantMoney(ctx.data, ctx.viewer.tenantId),
  ]);
  const sources = SOURCES_OF[ctx.dataset];
  const open = records.filter((r) => r.state === 'open' && sources.includes(r.source));
  const cents = (micros: bigint) => money.cents(micros);
  const amount = (value: bigint) => formatAmount(formatCents(value), money.currency);
  const total = open.reduce((sum, r) => sum + cents(r.monthlySavingsMicros), 0n);
  const lines =
    open.length === 0
      ? ['There are no open recommendations for this tenant.']
      : [
          `You have **${plural(open.length, 'open recommendation')}**, worth **${amount(total)} a month** together (**${amount(total * 12n)} a year**).`,
        ];
  const perSource = sources
    .map((source) => {
      const mine = open.filter((r) => r.source === source);
      return [source, mine.length, mine.reduce((sum, r) => sum + cents(r.monthlySavingsMicros), 0n)] as const;
    })
    .filter(([, n]) => n > 0);
  if (perSource.length > 1)
    lines.push(
      '',
      table(
        [
          { title: 'Source' },
          { title: 'Open', align: 'right' },
          { title: 'Savings a month', align: 'right' },
        ],
        perSource.map(([source, n, sum]) => [SOURCE_NAME[source] ?? source, String(n), amount(sum)]),
      ),
    );
  if (intent.wantsDetails && open.length > 0) {
    const largest = [...open]
      .sort((a, b) =>
        b.monthlySavingsMicros > a.monthlySavingsMicros
          ? 1
          : b.monthlySavingsMicros < a.monthlySavingsMicros
            ? -1
            : 0,
      )
      .slice(0, 5);
    lines.push(
      '',
      'The largest:',
      '',
      table(
        [{ title: 'Recommendation' }, { title: 'Source' }, { title: 'Savings a month', align: 'right' }],
        largest.map((r) => [
          escapeName(r.title),
          SOURCE_NAME[r.source] ?? r.source,
          amount(cents(r.monthlySavingsMicros)),
        ]),
      ),
    );
  }
  if (ctx.dataset === 'azure')
    lines.push('', 'Microsoft 365, directory and AWS recommendations are left out by this data set.');
  lines.push('', note(ctx, 'open recommendations, savings a month'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'recommendations/summary' },
      ctx.dataset === 'azure'
        ? { name: 'recommendations/azure', tab: 'Open' }
        : { name: 'recommendations/m365', tab: 'Open' },
      { name: 'overview' },
    ],
    followups: [
      intent.wantsDetails ? 'Which licences are unassigned?' : 'Which recommendations save the most?',
      'How are my reservations used?',
      'Which budgets are at risk?',
    ],
  };
}
