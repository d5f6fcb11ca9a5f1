import type { Journey } from '../journey.ts';
import { assistant } from './assistant.ts';
import { costOverview } from './cost-overview.ts';
import { licences } from './licences.ts';
import { overview } from './overview.ts';
import { savedViews } from './saved-views.ts';
import { search } from './search.ts';

/** Every help video, in the order of the videos area. */
export const JOURNEYS: readonly Journey[] = [overview, costOverview, licences, savedViews, search, assistant];
