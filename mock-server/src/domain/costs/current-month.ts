/**
 * The month of the latest day with data and its forecast: what the cost summary and the budgets
 * both read (a module of its own, so that neither imports the other).
 */
import type { CostRepository } from '../../data/cost-repository.ts';
import { monthDays, monthOf } from '../calendar.ts';

/** The last days with data whose average day the forecast takes for each day left. */
export const FORECAST_WINDOW_DAYS = 7;

/**
 * The month's forecast: what is spent so far plus the average day of the last seven with data for
 * each day left in the month.
 */
export function forecastMonth(
  monthToDate: bigint,
  lastDays: bigint,
  lastDaysCount: number,
  daysLeft: number,
): bigint {
  if (lastDaysCount <= 0 || daysLeft <= 0) return monthToDate;
  return monthToDate + (lastDays * BigInt(daysLeft)) / BigInt(lastDaysCount);
}

/** The current month of the data: its days so far, the days left and the forecast window. */
export async function currentMonth(costs: CostRepository, tenantId: string) {
  const available = await costs.dataRange(tenantId);
  if (!available) return undefined;
  const month = monthOf(available.last);
  const days = monthDays(month);
  const windowFrom = Math.max(available.first, available.last - FORECAST_WINDOW_DAYS + 1);
  return {
    available,
    month,
    days,
    soFar: { from: days.from, to: available.last },
    window: { from: windowFrom, to: available.last },
    windowDays: available.last - windowFrom + 1,
    daysLeft: days.to - available.last,
  };
}
