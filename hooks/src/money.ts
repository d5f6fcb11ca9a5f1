/**
 * @portal/hooks/money: Money, dates and numbers: exact amounts in cents, the display currency,
 * Intl formats, date ranges and chart summaries. Framework-free; the React bindings are
 * @portal/hooks/react.
 *
 * @packageDocumentation
 */

export {
  type AmountChange,
  type BudgetPoint,
  type BudgetRow,
  type BudgetSummary,
  type ChartPoint,
  compareToBudget,
  type DefinedPoint,
  type GroupAmount,
  type GroupShare,
  type GroupShares,
  groupShares,
  periodTotals,
  type SeriesSummary,
  summarizeSeries,
} from './core/chart-summary.ts';
export {
  availablePresetRange,
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  type DateRangeProblem,
  type DayRange,
  MAX_RANGE_DAYS,
  matchingPreset,
  monthEndOf,
  presetRange,
  validateRange,
} from './core/date-ranges.ts';
export {
  type CurrencyBase,
  DisplayCurrency,
  type DisplayCurrencyState,
  displayCurrencyParam,
} from './core/display-currency.ts';
export { dateTimeFormat, numberFormat } from './core/intl-formats.ts';
export { amountChange, averageAmount, formatAmount, sumAmounts, toCents } from './core/money.ts';
