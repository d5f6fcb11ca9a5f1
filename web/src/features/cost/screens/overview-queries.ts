import { screenQuery } from '../../../data/screen-queries.ts';
import { costApi } from '../api.ts';

/**
 * What the overview reads as it opens, all at once (in this order, which the backend answers in): asked at start-up beside the screen's code
 * when a reload opens it (screens/registry.ts), and read by the screen under the same keys.
 * Without a range the backend answers its latest month with data.
 */
export const OVERVIEW_QUERIES = {
  /** The latest month per day: it also tells which month that is. */
  daily: screenQuery(costApi.query, [{ granularity: 'day' }]),
  /** The same month's five costliest services (the screen's largest figure, so asked second). */
  services: screenQuery(costApi.query, [{ groupBy: 'service', top: 5 }]),
  /** Month to date, forecast, budgets and open savings of the same month. */
  summary: screenQuery(costApi.summary, [{}]),
} as const;
