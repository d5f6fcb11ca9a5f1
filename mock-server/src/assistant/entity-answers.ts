/**
 * Answers about the cost entities, computed by the same functions as their pages
 * (`services/cost-entities.ts`): budgets with their status, anomalies, reservations and savings
 * plans, open savings, EA enrollments, the macro-commitment burn-down and shared costs.
 */

import { anomaliesImpact, anomalyItems } from '../domain/anomalies/anomalies.ts';
import { computeBudgets } from '../domain/budgets/budgets.ts';
import { dayOf, monthDays, monthOf } from '../domain/calendar.ts';
import { computeBurnDown } from '../domain/commitments/burn-down.ts';
import { commitmentItems, commitmentRow, commitmentSummary } from '../domain/commitments/commitments.ts';
import { computeEnrollments } from '../domain/commitments/enrollments.ts';
import { monthRange } from '../domain/costs/cost-sums.ts';
import { BILLING_CURRENCY } from '../domain/costs/currency.ts';
import { pageOf } from '../domain/list-page.ts';
import { computeSharedCosts } from '../domain/shared-costs/shared-costs.ts';
import { type AnswerContext, type Draft, footer, noData } from './context.ts';
import { excludedAnswer } from './cost-answers.ts';
import {
  dayLabel,
  escapeName,
  formatAmount,
  listWords,
  money,
  monthLabel,
  percent,
  plural,
  ratioOf,
  shortDayLabel,
  signedAmount,
  table,
} from './format.ts';
import type { Intent } from './intent.ts';
import { clampPeriod, monthsOf } from './periods.ts';

const md = (text: string) => escapeName(text);
const bold = (text: string) => `**${md(text)}**`;
const usd = (decimal: string) => formatAmount(decimal, BILLING_CURRENCY);
const decimalMicros = (decimal: string) => {
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const micros = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
  return decimal.startsWith('-') ? -micros : micros;
};

/** The month a question names for a monthly page (a single month or its part), else undefined. */
function monthAsked(intent: Intent): { month: string | undefined; note: string | undefined } {
  const period = intent.periods[0];
  if (!period) return { month: undefined, note: undefined };
  const months = monthsOf(period);
  const last = months[months.length - 1];
  if (months.length === 1) return { month: last, note: undefined };
  return {
    month: last,
    note: `these figures are per month, so this shows ${monthLabel(last ?? '')}, the last month of ${period.label}`,
  };
}

const STATUS_WORDS = { over: 'Over', 'at-risk': 'At risk', 'on-track': 'On track' } as const;

/** Budgets with their status by forecast, as the budgets page computes them. */
export async function answerBudgets(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const { month, budgets } = await computeBudgets(ctx.data, ctx.viewer.tenantId);
  const pages = [{ name: 'azure/budgets' }, { name: 'overview' }];
  if (budgets.length === 0) {
    return {
      markdown: ['No budgets are set up for this tenant yet.', '', footer(ctx, ctx.dataset)].join('\n'),
      pages,
      followups: ['What is the forecast for this month?', 'Which services cost the most this month?'],
    };
  }
  // The budgets page's default order: the most used first.
  const sorted = pageOf(
    budgets,
    { sort: 'used', order: 'desc', offset: 0, limit: budgets.length },
    {
      searchable: (b) => [b.name],
      sortBy: { used: (b) => b.usedRatio },
    },
  ).items;
  const named = sorted.filter(
    (b) =>
      intent.text.includes(b.name.toLowerCase()) ||
      (b.scope.value !== undefined &&
        (intent.services.includes(b.scope.value) || intent.subscriptions.includes(b.scope.value))),
  );
  const count = (status: keyof typeof STATUS_WORDS) => sorted.filter((b) => b.status === status).length;
  const toDate = `${monthLabel(month)} (actual to ${shortDayLabel(ctx.available.last)})`;
  const scopeText = (b: (typeof sorted)[number]) =>
    b.scope.kind === 'tenant'
      ? 'Tenant'
      : `${b.scope.kind === 'service' ? 'Service' : 'Subscription'} ${md(b.scope.value ?? '')}`;
  const lines: string[] = [];
  let shown = sorted;
  if (named.length > 0) {
    shown = named;
    for (const b of named) {
      const status = STATUS_WORDS[b.status].toLowerCase();
      lines.push(
        `The budget ${bold(b.name)} (${scopeText(b).replace(/^\w/, (c) => c.toLowerCase())}) is **${status}**: **${usd(b.actual)}** spent of **${usd(b.amount)}** in ${toDate}, ` +
          `forecast **${usd(b.forecast)}** (${percent(ratioOf(b.forecastMicros, decimalMicros(b.amount)) ?? 0)} of the amount).`,
      );
    }
  } else if (intent.budgetStatus) {
    shown = sorted.filter((b) => b.status === intent.budgetStatus);
    const word = STATUS_WORDS[intent.budgetStatus].toLowerCase();
    lines.push(
      shown.length === 0
        ? `No budget is ${word} in ${toDate}: ${count('over')} over, ${count('at-risk')} at risk and ${count('on-track')} on track by their forecast.`
        : `${shown.length === 1 ? '**1 budget** is' : `**${shown.length} budgets** are`} ${word} in ${toDate}, by their forecast for the month${intent.budgetStatus === 'at-risk' ? ' (80% of the amount or more)' : intent.budgetStatus === 'over' ? ' (above the amount)' : ''}:`,
    );
  } else {
    lines.push(
      `**${plural(sorted.length, 'budget')}** in ${toDate}: **${count('over')} over**, **${count('at-risk')} at risk** and **${count('on-track')} on track**, by their forecast for the month:`,
    );
  }
  if (shown.length > 0) {
    lines.push(
      '',
      table(
        [
          { title: 'Budget' },
          { title: 'Scope' },
          { title: 'Amount', align: 'right' },
          { title: 'Actual', align: 'right' },
          { title: 'Forecast', align: 'right' },
          { title: 'Used', align: 'right' },
          { title: 'Status' },
        ],
        shown.map((b) => [
          md(b.name),
          scopeText(b),
          usd(b.amount),
          usd(b.actual),
          usd(b.forecast),
          percent(b.usedRatio),
          STATUS_WORDS[b.status],
        ]),
      ),
    );
  }
  lines.push(
    '',
    footer(
      ctx,
      'all',
      'effective cost, commitments amortised; over: forecast above the amount, at risk: from 80%',
    ),
  );
  const followups = [
    intent.budgetStatus === 'over' ? 'Which budgets are at risk?' : 'Which budgets are over?',
    'What is the forecast for this month?',
    'Are there cost anomalies this month?',
  ];
  return { markdown: lines.join('\n'), pages, followups };
}

/** Anomalies as the anomalies page lists them, in the period asked (every one otherwise). */
export async function answerAnomalies(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const items = anomalyItems(await ctx.data.costEntities.anomalies(ctx.viewer.tenantId));
  const asked = intent.periods[0];
  const clamped = asked ? clampPeriod(asked, ctx.available) : undefined;
  const inPeriod = items.filter((a) => {
    if (asked && !clamped) return false;
    const day = dayOf(a.day);
    if (clamped && (day < clamped.period.from || day > clamped.period.to)) return false;
    if (intent.services.length > 0 && !intent.services.includes(a.service)) return false;
    if (intent.subscriptions.length > 0 && !intent.subscriptions.includes(a.subscription)) return false;
    return true;
  });
  const biggest = /\b(biggest|largest|highest|worst|most)\b/.test(intent.text);
  const sorted = pageOf(
    inPeriod,
    { sort: biggest ? 'impact' : 'day', order: 'desc', offset: 0, limit: 5 },
    {
      searchable: (a) => [a.service],
      sortBy: { day: (a) => a.day, impact: (a) => a.impactMicros },
    },
  );
  const where = [
    asked ? `in ${asked.label}` : '',
    intent.services.length > 0 ? `in ${listWords(intent.services.map(bold))}` : '',
    intent.subscriptions.length > 0 ? `in subscription ${listWords(intent.subscriptions.map(bold))}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const lines: string[] = [];
  if (sorted.total === 0) {
    lines.push(`No cost anomalies were detected${where ? ` ${where}` : ''}.`);
    const latest = items[0];
    if (latest) {
      lines.push(
        '',
        `The most recent one was on ${dayLabel(latest.day)}: ${bold(latest.service)} in ${bold(latest.subscription)} cost **${usd(latest.actual)}** against **${usd(latest.expected)}** expected.`,
      );
    }
  } else {
    lines.push(
      `**${plural(sorted.total, 'cost anomaly', 'cost anomalies')}**${where ? ` ${where}` : ''}, together **${usd(anomaliesImpact(sorted.matching))}** above the expected cost` +
        `${sorted.total > sorted.items.length ? ` (the ${biggest ? 'largest' : 'latest'} ${sorted.items.length} below)` : ''}:`,
      '',
      table(
        [
          { title: 'Day' },
          { title: 'Service' },
          { title: 'Subscription' },
          { title: 'Expected', align: 'right' },
          { title: 'Actual', align: 'right' },
          { title: 'Impact', align: 'right' },
          { title: 'Usage', align: 'right' },
          { title: 'Price', align: 'right' },
        ],
        sorted.items.map((a) => [
          a.day,
          md(a.service),
          md(a.subscription),
          usd(a.expected),
          usd(a.actual),
          signedAmount(a.impact, BILLING_CURRENCY),
          signedAmount(a.usageEffect, BILLING_CURRENCY),
          signedAmount(a.priceEffect, BILLING_CURRENCY),
        ]),
      ),
      '',
      'An anomaly is a day whose usage cost of a service in a subscription is more than twice its average of the fourteen days before and at least $50.00 above it.',
    );
  }
  if (clamped?.note) lines.push('', `Note: ${clamped.note}.`);
  lines.push('', footer(ctx, 'all'));
  const first = sorted.items[0];
  const followups = [
    ...(first
      ? [`How did the cost of ${first.service} change in ${monthLabel(first.day.slice(0, 7))}?`]
      : []),
    'Which budgets are at risk?',
    'Show the monthly cost trend of the last 6 months',
  ];
  return {
    markdown: lines.join('\n'),
    pages: [{ name: 'azure/anomalies' }, { name: 'azure/cost-overview', tab: 'By service' }],
    followups,
  };
}

/** Reservations and savings plans of a month: utilisation, savings and coverage. */
export async function answerCommitments(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const { month, note } = monthAsked(intent);
  const range = await monthRange(ctx.data.costs, ctx.viewer.tenantId, month);
  if (!range) return noData(ctx);
  const pages = [
    { name: 'azure/commitments/contracts' },
    { name: 'azure/commitments/enterprise/macc/ea-reservations' },
  ];
  if (range.to < range.from) {
    return {
      markdown: [`There is no cost data for ${monthLabel(range.month)}.`, '', footer(ctx, 'all')].join('\n'),
      pages,
      followups: ['How are my reservations used?', 'What savings are open?'],
    };
  }
  const items = await commitmentItems(ctx.data, ctx.viewer.tenantId, range, {
    type: intent.commitmentType,
    agreement: intent.agreement,
  });
  const summary = await commitmentSummary(ctx.data.costs, ctx.viewer.tenantId, range, items);
  const kind =
    intent.commitmentType === 'Reservation'
      ? ['reservation', 'reservations']
      : intent.commitmentType === 'Savings Plan'
        ? ['savings plan', 'savings plans']
        : ['reservation or savings plan', 'reservations and savings plans'];
  const agreement = intent.agreement ? `${intent.agreement} ` : '';
  const when =
    range.to < monthDays(range.month).to
      ? `${monthLabel(range.month)} (to ${shortDayLabel(range.to)})`
      : monthLabel(range.month);
  const lines: string[] = [];
  if (items.length === 0) {
    lines.push(`There are no ${agreement}${kind[1]} for this tenant.`);
  } else {
    lines.push(
      `In ${when}, your **${items.length} ${agreement}${items.length === 1 ? kind[0] : kind[1]}** were **${percent(summary.utilisation)}** used: ` +
        `**${usd(summary.used)}** used and **${usd(summary.unused)}** unused (amortised), **${usd(summary.purchase)}** purchased (billed). ` +
        `They saved **${usd(summary.savings)}** against list prices and covered **${percent(summary.coverage)}** of the usage of the services they apply to.`,
    );
    const byExpiry = intent.wantsExpiry;
    const ordered = pageOf(
      items.map((i) => ({ ...i, id: i.record.id })),
      {
        sort: byExpiry ? 'expires' : 'utilisation',
        order: 'asc',
        offset: 0,
        limit: 10,
      },
      {
        searchable: (i) => [i.record.name],
        sortBy: { expires: (i) => i.record.expires, utilisation: (i) => i.utilisation },
      },
    ).items.map(commitmentRow);
    lines.push(
      '',
      byExpiry ? 'By expiry, the soonest first:' : 'The lowest utilisation first:',
      '',
      table(
        [
          { title: 'Commitment' },
          { title: 'Type' },
          { title: 'Agreement' },
          { title: 'Utilisation', align: 'right' },
          { title: 'Used', align: 'right' },
          { title: 'Unused', align: 'right' },
          { title: 'Savings', align: 'right' },
          { title: 'Expires' },
        ],
        ordered.map((c) => [
          md(c.name),
          c.type,
          c.agreement,
          percent(c.utilisation),
          usd(c.used),
          usd(c.unused),
          usd(c.savings),
          `${c.expires}${c.autoRenew ? ' (renews)' : ''}`,
        ]),
      ),
    );
  }
  if (note) lines.push('', `Note: ${note}.`);
  lines.push(
    '',
    footer(
      ctx,
      'azure',
      'utilisation: used / (used + unused); savings: list cost of the covered usage minus what it cost',
    ),
  );
  return {
    markdown: lines.join('\n'),
    pages,
    followups: [
      intent.commitmentType === 'Savings Plan'
        ? 'How are my reservations used last month?'
        : 'How much did savings plans save last month?',
      intent.wantsExpiry ? 'What savings are open?' : 'Which reservations expire soonest?',
      'What is our EA enrollment balance?',
    ],
  };
}

/** EA enrollments: consumption of the enrollment year, balance, overage, per department. */
export async function answerEnrollments(ctx: AnswerContext): Promise<Draft> {
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const enrollments = await computeEnrollments(ctx.data, ctx.viewer.tenantId);
  const lines: string[] = [];
  if (enrollments.length === 0) lines.push('There is no EA enrollment for this tenant.');
  for (const e of enrollments) {
    const overage = decimalMicros(e.overage) > 0n ? `, and an overage of **${usd(e.overage)}**` : '';
    lines.push(
      `${bold(e.name)} (enrollment ${md(e.number)}, ${dayLabel(e.starts)} to ${dayLabel(e.ends)}): in the enrollment year from ${dayLabel(e.yearStarts)}, ` +
        `**${usd(e.consumed)}** consumed of the **${usd(e.commitment)}** annual commitment: **${usd(e.balance)}** balance left${overage}.`,
    );
    if (e.departments.length > 0) {
      lines.push(
        '',
        table(
          [
            { title: 'Department' },
            { title: 'Subscriptions', align: 'right' },
            { title: 'Consumed', align: 'right' },
          ],
          e.departments.map((d) => [md(d.name), String(d.subscriptions), usd(d.consumed)]),
        ),
        '',
      );
    }
  }
  lines.push('', footer(ctx, 'all', 'effective cost of the enrollment’s subscriptions'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'azure/commitments/enterprise/enrollments' },
      { name: 'azure/commitments/enterprise/macc/burn-down' },
    ],
    followups: [
      'How is our Azure consumption commitment burning down?',
      'How are my reservations used?',
      'Which subscriptions cost the most this year?',
    ],
  };
}

/** The macro commitment's burn-down. */
export async function answerBurnDown(ctx: AnswerContext): Promise<Draft> {
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const { commitment } = await computeBurnDown(ctx.data, ctx.viewer.tenantId);
  const lines: string[] = [];
  if (!commitment) {
    lines.push('There is no Azure consumption commitment (MACC) for this tenant.');
  } else {
    const shortfall = decimalMicros(commitment.shortfall) > 0n;
    lines.push(
      `${bold(commitment.name)}: **${usd(commitment.amount)}** to consume from ${dayLabel(commitment.starts)} to ${dayLabel(commitment.ends)}. ` +
        `**${usd(commitment.consumed)}** is consumed so far and **${usd(commitment.remaining)}** remains.`,
      '',
      `At the pace of the last three whole months, the projection at the end of the term is **${usd(commitment.projectedAtEnd)}**` +
        (shortfall
          ? `: a shortfall of **${usd(commitment.shortfall)}**.`
          : ', enough to meet the commitment.'),
    );
    const recent = commitment.months.slice(-4);
    if (recent.length > 0) {
      lines.push(
        '',
        table(
          [
            { title: 'Month' },
            { title: 'Consumed', align: 'right' },
            { title: 'Cumulative', align: 'right' },
            { title: 'Target', align: 'right' },
          ],
          recent.map((m) => [monthLabel(m.month), usd(m.consumed), usd(m.cumulative), usd(m.target)]),
        ),
      );
    }
  }
  lines.push('', footer(ctx, 'all', 'eligible usage, Microsoft 365 seats excluded'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'azure/commitments/enterprise/macc/burn-down' },
      { name: 'azure/commitments/enterprise/enrollments' },
    ],
    followups: [
      'What is our EA enrollment balance?',
      'What did Azure cost last month?',
      'How did the cost change last month?',
    ],
  };
}

/** Shared costs of a month: each rule's amount and every team's direct, shared and total cost. */
export async function answerSharedCosts(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const { month, note } = monthAsked(intent);
  const shared = await computeSharedCosts(ctx.data, ctx.viewer.tenantId, month);
  const lines: string[] = [];
  const when =
    monthOf(ctx.available.last) === shared.month
      ? `${monthLabel(shared.month)} (to ${shortDayLabel(ctx.available.last)})`
      : monthLabel(shared.month);
  if (shared.rules.length === 0) {
    lines.push('There are no shared-cost rules for this tenant.');
  } else {
    const sharedTotal = shared.rules.reduce((sum, rule) => sum + decimalMicros(rule.amount), 0n);
    lines.push(
      `In ${when}, **${plural(shared.rules.length, 'rule')}** shared **${money(sharedTotal, BILLING_CURRENCY)}** of usage across teams:`,
      '',
      table(
        [{ title: 'Rule' }, { title: 'Source' }, { title: 'Split' }, { title: 'Amount', align: 'right' }],
        shared.rules.map((r) => [
          md(r.name),
          `${r.source.kind} ${md(r.source.value)}`,
          r.method,
          usd(r.amount),
        ]),
      ),
    );
    if (shared.byTarget.length > 0) {
      lines.push(
        '',
        'Per team, direct cost plus its share:',
        '',
        table(
          [
            { title: 'Team' },
            { title: 'Direct', align: 'right' },
            { title: 'Shared', align: 'right' },
            { title: 'Total', align: 'right' },
          ],
          shared.byTarget.map((t) => [md(t.target), usd(t.direct), usd(t.shared), usd(t.total)]),
        ),
      );
    }
  }
  if (note) lines.push('', `Note: ${note}.`);
  lines.push('', footer(ctx, 'all', 'usage cost'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'azure/shared-costs', tab: 'Shared costs' },
      { name: 'azure/shared-costs', tab: 'Project costs' },
    ],
    followups: [
      'What does each team cost last month?',
      'Which projects cost the most last month?',
      'Which subscriptions cost the most last month?',
    ],
  };
}
