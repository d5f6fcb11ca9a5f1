import { type BudgetStatus, computeBudgets } from '../budgets/budgets.ts';
import { isoOf, monthDays, monthOf } from '../calendar.ts';
import { formatAttos, formatMicros } from '../money.ts';
import { licenceWasteMicros } from '../office/office-model.ts';
import { type EntityData, type Schemas, sums, total } from './cost-sums.ts';
import type { Display } from './currency.ts';
import { currentMonth, forecastMonth } from './current-month.ts';

/**
 * The summary of the month of the latest day with data (`GET /costs/summary`): month to date,
 * forecast, the whole month before, budget statuses and open savings, in the display currency.
 */
export async function costSummary(
  data: EntityData,
  tenantId: string,
  display: Display,
): Promise<Schemas['CostSummary']> {
  const { currency, exchangeRate, convert } = display;
  // `data.costs` answers in the display currency (each day at its rate); savings and licence
  // prices, of no one day, convert at the latest rate.
  const costs = data.costs;
  // Cost sums exactly (atto-units), rounded once; savings and licence prices in micro-units.
  const money = (value: bigint) => formatAttos(value);
  const latest = (value: bigint) => formatMicros(convert(value));
  const [now, savings, waste] = await Promise.all([
    currentMonth(data.costs, tenantId),
    data.costEntities.openSavings(tenantId),
    licenceWasteMicros(data.records, tenantId),
  ]);
  const base = { currency, ...(exchangeRate ? { exchangeRate } : {}) };
  if (!now) {
    return {
      ...base,
      month: '',
      lastDay: '',
      daysInMonth: 0,
      monthToDate: '0.00',
      forecast: '0.00',
      previousMonth: '0.00',
      budgets: { total: 0, onTrack: 0, atRisk: 0, over: 0 },
      savings: { count: savings.count, monthly: latest(BigInt(savings.micros)) },
      licenceWaste: latest(waste),
    };
  }
  const [soFar, window, previous, budgets] = await Promise.all([
    sums(costs, tenantId, now.soFar),
    sums(costs, tenantId, now.window),
    sums(costs, tenantId, monthDays(monthOf(now.days.from - 1))),
    // Counted by status only: no budget's history is read.
    computeBudgets(data, tenantId, convert, { history: false }),
  ]);
  const monthToDate = total(soFar);
  const count = (status: BudgetStatus) => budgets.budgets.filter((b) => b.status === status).length;
  return {
    ...base,
    month: now.month,
    lastDay: isoOf(now.available.last),
    daysInMonth: now.days.to - now.days.from + 1,
    monthToDate: money(monthToDate),
    forecast: money(forecastMonth(monthToDate, total(window), now.windowDays, now.daysLeft)),
    previousMonth: money(total(previous)),
    budgets: {
      total: budgets.budgets.length,
      onTrack: count('on-track'),
      atRisk: count('at-risk'),
      over: count('over'),
    },
    savings: { count: savings.count, monthly: latest(BigInt(savings.micros)) },
    licenceWaste: latest(waste),
  };
}
