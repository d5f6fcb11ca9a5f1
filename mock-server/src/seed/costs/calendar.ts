import { COST_DAYS, COST_FIRST_DAY, DAY_MS } from './catalogue.ts';

/**
 * The calendar of the data window: per day index, its month's first day, its day in the month
 * (0-based), the month's length, and the seasonal factor of business-driven and steady workloads.
 */
export interface Calendar {
  monthStart: Int32Array;
  dayInMonth: Int32Array;
  monthLength: Int32Array;
  /** Index of the day's month, 0 for November 2025. */
  monthIndex: Int32Array;
  seasonWeekly: Float64Array;
  seasonSteady: Float64Array;
  /** Each month's first day, in order. */
  months: number[];
}

/**
 * Seasonality: weekends are quiet for business-driven workloads; from 18 December to 1 January
 * they dip deeply (steady ones a little); the last two days of a month (month-end close) and the
 * last three of a quarter (reporting) run hotter.
 */
export function calendar(): Calendar {
  const c: Calendar = {
    monthStart: new Int32Array(COST_DAYS),
    dayInMonth: new Int32Array(COST_DAYS),
    monthLength: new Int32Array(COST_DAYS),
    monthIndex: new Int32Array(COST_DAYS),
    seasonWeekly: new Float64Array(COST_DAYS),
    seasonSteady: new Float64Array(COST_DAYS),
    months: [],
  };
  for (let i = 0; i < COST_DAYS; i += 1) {
    const date = new Date((COST_FIRST_DAY + i) * DAY_MS);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const dayOfMonth = date.getUTCDate();
    const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const start = Date.UTC(year, month, 1) / DAY_MS;
    if (c.months.at(-1) !== start) c.months.push(start);
    c.monthStart[i] = start;
    c.dayInMonth[i] = dayOfMonth - 1;
    c.monthLength[i] = length;
    c.monthIndex[i] = c.months.length - 1;
    const weekday = date.getUTCDay();
    let weekly = weekday === 0 || weekday === 6 ? 0.45 : 1;
    let steady = 1;
    if ((month === 11 && dayOfMonth >= 18) || (month === 0 && dayOfMonth === 1)) {
      weekly *= 0.55;
      steady *= 0.9;
    }
    const left = length - dayOfMonth;
    if (month % 3 === 2 && left < 3) {
      weekly *= 1.35;
      steady *= 1.08;
    } else if (left < 2) {
      weekly *= 1.15;
      steady *= 1.04;
    }
    c.seasonWeekly[i] = weekly;
    c.seasonSteady[i] = steady;
  }
  return c;
}
