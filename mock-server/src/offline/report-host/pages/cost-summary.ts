import { isoOf } from '../../../domain/calendar.ts';
import { formatCents } from '../../../domain/money.ts';
import { monthly, type PageBuilder, sum, wholeMonths } from './shared.ts';

/** Summary: the figures of the cost overview (effective cost), and cost per month. */
export const costSummary: PageBuilder = async (page) => {
  const { window } = page;
  const months = await monthly(page, 'effective', true);
  const whole = months.filter((m) => !m.partial);
  const total = sum(whole.map((m) => m.attos));
  const latest = whole.at(-1);
  const toDate = months.find((m) => m.partial);
  if (months.every((m) => m.attos === 0n)) return [];
  return [
    {
      type: 'cards',
      name: 'summaryCards',
      title: 'Effective cost',
      items: [
        {
          label: 'Last twelve months',
          value: page.money(total),
          kind: 'currency',
          period: wholeMonths(window),
        },
        ...(latest
          ? [
              {
                label: 'Latest whole month',
                value: page.money(latest.attos),
                kind: 'currency' as const,
                period: { kind: 'month' as const, month: latest.month },
              },
            ]
          : []),
        ...(toDate && window.toDate
          ? [
              {
                label: 'Month to date',
                value: page.money(toDate.attos),
                kind: 'currency' as const,
                period: {
                  kind: 'days' as const,
                  from: isoOf(window.toDate.from),
                  to: isoOf(window.toDate.to),
                },
              },
            ]
          : []),
        {
          label: 'Monthly average',
          value: formatCents(page.share(total, 1, Math.max(whole.length, 1))),
          kind: 'currency',
          period: wholeMonths(window),
        },
      ],
    },
    {
      type: 'columns',
      name: 'costPerMonth',
      title: 'Effective cost per month',
      kind: 'currency',
      points: months.map((m) => ({
        month: m.month,
        value: page.money(m.attos),
        ...(m.partial ? { partial: true } : {}),
      })),
    },
  ];
};
