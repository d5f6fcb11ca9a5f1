/**
 * The words a question is read by: the synonyms of the services, the service words that name
 * resources, currency names, and the keyword patterns of each topic and shape.
 */
import { M365_SERVICE } from './vocabulary.ts';

/** Service names with the words people use for them; only services the tenant has are matched. */
export const SERVICE_SYNONYMS: Record<string, string[]> = {
  'Virtual Machines': ['virtual machines', 'virtual machine', 'vms', 'vm', 'compute'],
  Storage: ['storage', 'storage accounts', 'storage account', 'blob storage', 'blobs', 'disks'],
  'Azure SQL Database': [
    'azure sql database',
    'sql databases',
    'sql database',
    'azure sql',
    'sql',
    'databases',
    'database',
  ],
  'Azure App Service': ['app services', 'app service', 'web apps', 'web app'],
  'Azure Kubernetes Service': ['azure kubernetes service', 'kubernetes', 'aks'],
  Bandwidth: ['bandwidth', 'data transfer', 'egress', 'network traffic'],
  'Log Analytics': ['log analytics', 'logs', 'logging'],
  [M365_SERVICE]: ['microsoft 365', 'm365', 'office 365', 'o365', 'microsoft office', 'office'],
};

/** Service words that name the service's resources: 'Which VMs cost the most?' lists resources. */
export const RESOURCE_NOUNS = new Set([
  'virtual machines',
  'vms',
  'storage accounts',
  'sql databases',
  'databases',
  'app services',
  'web apps',
]);

/** Currency names after 'in' ('in euros') and their codes. */
export const CURRENCY_WORDS: Record<string, string> = {
  euro: 'EUR',
  euros: 'EUR',
  pound: 'GBP',
  pounds: 'GBP',
  sterling: 'GBP',
  yen: 'JPY',
  franc: 'CHF',
  francs: 'CHF',
  dollars: 'USD',
  'us dollars': 'USD',
  'canadian dollars': 'CAD',
  'australian dollars': 'AUD',
  kronor: 'SEK',
  kroner: 'NOK',
};

/** The words of each topic and shape, matched against the whole question. */
export const COST_WORD =
  /\b(costs?|costing|spend|spends|spending|spent|pay|paid|paying|bills?|billed|billing|charges?|charged|expenses?|expensive|cheap\w*|pric(e|ed|es|ing)|how much|total|amount|invoiced?|money|consumption|consumed|usage cost|run rate)\b/;
export const CHANGE_WORD =
  /\b(change[ds]?|changing|increase[ds]?|decrease[ds]?|went up|go up|gone up|goes up|went down|go down|rise|rose|risen|rising|grow|grew|grown|growth|drop|dropped|fell|fall|differ|difference|compare[ds]?|comparison|vs\.?|versus|why|month[- ]over[- ]month|mom|explain\w*|driv(e|es|er|ers|ing))\b/;
export const TREND_WORD =
  /\b(trends?|trending|over time|history|historical|month by month|each month|every month|per month|by month|monthly|over the (last|past))\b/;
export const FORECAST_WORD =
  /\b(forecasts?|forecasted|projected|projection|predict\w*|end of (the )?month|on track to|expect(ed)? to spend|will (we|i) spend|going to spend|estimate[ds]?)\b/;
export const LICENCE_WORD =
  /\b(licen[cs](e|es|ed|ing)|seats?|skus?|copilot|subscriptions? (to|of) microsoft 365)\b/;
export const LICENCE_ASK =
  /\b(unassigned|assigned|assign|inactive|active users?|not used|unused|idle|waste[d]?|wasting|adoption|usage of (our |the )?(licen[cs]es|seats)|seat counts?|how many (licen[cs]es|seats|users|copilot)|who (has|uses|is using)|which users|users? (with|without)|available (licen[cs]es|seats)|spare|reclaim\w*|over-?provision\w*|copilot (seats|users|adoption|usage)|licen[cs]e (usage|utili[sz]ation|assignments?|counts?))\b/;
export const SECURE_SCORE =
  /\b(secure ?score|security score|security|secure|vulnerab\w*|mfa|multi-factor|defender|compliance|identity score|copilot readiness|risky)\b/;
export const BURN_DOWN =
  /\b(macc|burn[- ]?down|consumption commitment|macro commitment|azure commitment|commitment tracking|commit to consume)\b/;
export const ENROLLMENT =
  /\b(enrol?lments?|enterprise agreements?|monetary commitment|prepayment|overage|balance)\b|\bea\b(?!\s+reservations?)/;
export const COMMITMENT =
  /\b(reservations?|reserved instances?|ris?|savings? plans?|utili[sz](ation|ed|e)|coverage|commitments?|commitment discounts?)\b/;
export const SHARED =
  /\b(shared costs?|shared|allocat\w*|chargebacks?|showbacks?|split (between|across|among))\b/;
export const BUDGET = /\bbudget(s|ed|ing)?\b/;
export const ANOMALY = /\b(anomal\w*|spikes?|spiked|unusual|unexpected|surges?|outliers?|abnormal|sudden)\b/;
export const SAVINGS =
  /\b(savings?|save|saving|recommendations?|recommended|optimi[sz]\w*|reduce|reducing|cut( down)?|lower (my|our|the) (cost|bill|spend)|rightsiz\w*|right-siz\w*|resiz\w*|shut ?down|idle)\b/;
export const DETAILS =
  /\b(which|list|show me|what are the|details?|each|individual|specific|rightsiz\w*|right-siz\w*|resiz\w*|shut ?down|idle|vms?|resources?)\b/;
export const HELP =
  /^(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b|\bwhat can you (do|answer|tell)\b|\bhelp\b|\bwho are you\b|\bwhat (questions|data) can\b|\bhow do(es)? (this|you) work\b/;
