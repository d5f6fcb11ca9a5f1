/**
 * What a question asks, by deterministic matching: the topic (keywords and synonyms), the names of
 * the tenant's own data it mentions (services, subscriptions, resource groups, regions, tags,
 * licence SKUs, resources), periods, a grouping, top-N, a comparison, a metric and a currency.
 * Pure: the vocabulary comes from the tenant's data (`vocabulary.ts`), the reference day is the
 * latest day with data.
 */

import { EXCHANGE_RATES } from '../data/exchange-rates.ts';
import { NUMBER_WORD_ALTERNATIVES, numberFromText } from './number-words.ts';
import { findPeriods, type Period } from './periods.ts';
import { M365_SERVICE, TAG_KEYS, type Vocabulary } from './vocabulary.ts';

export type Topic =
  | 'cost'
  | 'forecast'
  | 'budgets'
  | 'anomalies'
  | 'commitments'
  | 'savings'
  | 'enrollments'
  | 'burn-down'
  | 'shared-costs'
  | 'licences'
  | 'secure-score'
  | 'help'
  | 'unknown';

/** What a cost question wants: one sum, a breakdown, the top N, a monthly trend or a change. */
export type Shape = 'total' | 'breakdown' | 'top' | 'trend' | 'change';

export type Dimension =
  | { kind: 'column'; name: 'service' | 'subscription' | 'resourceGroup' | 'region' | 'chargeCategory' }
  | { kind: 'resource' }
  | { kind: 'tag'; key: string };

export interface Intent {
  /** The question, normalised (lower case, single spaces). */
  text: string;
  topic: Topic;
  shape: Shape;
  groupBy: Dimension | undefined;
  /** How many groups a top-N question wants (undefined: not a top-N question). */
  top: number | undefined;
  order: 'desc' | 'asc';
  /** The periods named, in the order they appear. */
  periods: Period[];
  services: string[];
  subscriptions: string[];
  resourceGroups: string[];
  regions: string[];
  tags: { key: string; value: string }[];
  /** Microsoft 365 licence SKUs (as the cost data names them). */
  skus: string[];
  /** Words that look like resource names, not yet checked against the data. */
  resources: string[];
  chargeCategories: string[];
  /** 'azure' or 'm365' when the question itself says so ('What did Azure cost?'). */
  scope: 'azure' | 'm365' | undefined;
  metric: 'effective' | 'billed' | 'list';
  /** A display currency the question asks for (one with a stored rate). */
  currency: string | undefined;
  budgetStatus: 'over' | 'at-risk' | 'on-track' | undefined;
  commitmentType: 'Reservation' | 'Savings Plan' | undefined;
  agreement: 'EA' | 'CSP' | undefined;
  /** Asks for the individual recommendations (which resources to resize), not their total. */
  wantsDetails: boolean;
  /** Asks which commitments expire. */
  wantsExpiry: boolean;
}

/** Service names with the words people use for them; only services the tenant has are matched. */
const SERVICE_SYNONYMS: Record<string, string[]> = {
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
const RESOURCE_NOUNS = new Set([
  'virtual machines',
  'vms',
  'storage accounts',
  'sql databases',
  'databases',
  'app services',
  'web apps',
]);

const CURRENCY_WORDS: Record<string, string> = {
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

const COST_WORD =
  /\b(costs?|costing|spend|spends|spending|spent|pay|paid|paying|bills?|billed|billing|charges?|charged|expenses?|expensive|cheap\w*|pric(e|ed|es|ing)|how much|total|amount|invoiced?|money|consumption|consumed|usage cost|run rate)\b/;
const CHANGE_WORD =
  /\b(change[ds]?|changing|increase[ds]?|decrease[ds]?|went up|go up|gone up|goes up|went down|go down|rise|rose|risen|rising|grow|grew|grown|growth|drop|dropped|fell|fall|differ|difference|compare[ds]?|comparison|vs\.?|versus|why|month[- ]over[- ]month|mom|explain\w*|driv(e|es|er|ers|ing))\b/;
const TREND_WORD =
  /\b(trends?|trending|over time|history|historical|month by month|each month|every month|per month|by month|monthly|over the (last|past))\b/;
const FORECAST_WORD =
  /\b(forecasts?|forecasted|projected|projection|predict\w*|end of (the )?month|on track to|expect(ed)? to spend|will (we|i) spend|going to spend|estimate[ds]?)\b/;
const LICENCE_WORD = /\b(licen[cs](e|es|ed|ing)|seats?|skus?|copilot|subscriptions? (to|of) microsoft 365)\b/;
const LICENCE_ASK =
  /\b(unassigned|assigned|assign|inactive|active users?|not used|unused|idle|waste[d]?|wasting|adoption|usage of (our |the )?(licen[cs]es|seats)|seat counts?|how many (licen[cs]es|seats|users|copilot)|who (has|uses|is using)|which users|users? (with|without)|available (licen[cs]es|seats)|spare|reclaim\w*|over-?provision\w*|copilot (seats|users|adoption|usage)|licen[cs]e (usage|utili[sz]ation|assignments?|counts?))\b/;
const SECURE_SCORE =
  /\b(secure ?score|security score|security|secure|vulnerab\w*|mfa|multi-factor|defender|compliance|identity score|copilot readiness|risky)\b/;
const BURN_DOWN =
  /\b(macc|burn[- ]?down|consumption commitment|macro commitment|azure commitment|commitment tracking|commit to consume)\b/;
const ENROLLMENT =
  /\b(enrol?lments?|enterprise agreements?|monetary commitment|prepayment|overage|balance)\b|\bea\b(?!\s+reservations?)/;
const COMMITMENT =
  /\b(reservations?|reserved instances?|ris?|savings? plans?|utili[sz](ation|ed|e)|coverage|commitments?|commitment discounts?)\b/;
const SHARED = /\b(shared costs?|shared|allocat\w*|chargebacks?|showbacks?|split (between|across|among))\b/;
const BUDGET = /\bbudget(s|ed|ing)?\b/;
const ANOMALY = /\b(anomal\w*|spikes?|spiked|unusual|unexpected|surges?|outliers?|abnormal|sudden)\b/;
const SAVINGS =
  /\b(savings?|save|saving|recommendations?|recommended|optimi[sz]\w*|reduce|reducing|cut( down)?|lower (my|our|the) (cost|bill|spend)|rightsiz\w*|right-siz\w*|resiz\w*|shut ?down|idle)\b/;
const DETAILS =
  /\b(which|list|show me|what are the|details?|each|individual|specific|rightsiz\w*|right-siz\w*|resiz\w*|shut ?down|idle|vms?|resources?)\b/;
const HELP =
  /^(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b|\bwhat can you (do|answer|tell)\b|\bhelp\b|\bwho are you\b|\bwhat (questions|data) can\b|\bhow do(es)? (this|you) work\b/;

/** Lower case, straight quotes, no question or exclamation marks, single spaces. */
export function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[?!;]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as a whole word: not inside a longer name ('rg-data' is not in 'rg-data-dev'). */
const wordPattern = (phrase: string) => new RegExp(`(?<![\\w-])${escapeRegex(phrase)}(?![\\w-])`, 'g');

/** Text with matches blanked out as it is read, so a name is read once. */
class Reader {
  text: string;
  constructor(text: string) {
    this.text = text;
  }
  /** Finds and blanks every match of `pattern`; the matches, in order. */
  take(pattern: RegExp): RegExpExecArray[] {
    const found: RegExpExecArray[] = [];
    const global = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
    global.lastIndex = 0;
    for (let m = global.exec(this.text); m; m = global.exec(this.text)) {
      found.push(m);
      if (m[0].length === 0) global.lastIndex += 1;
    }
    for (const m of found) this.blank(m.index, m[0].length);
    return found;
  }
  has(pattern: RegExp): boolean {
    return new RegExp(pattern.source, pattern.flags.replace('g', '')).test(this.text);
  }
  blank(start: number, length: number): void {
    this.text = `${this.text.slice(0, start)}${' '.repeat(length)}${this.text.slice(start + length)}`;
  }
}

/**
 * Matches names against the text, longest phrase first, each canonical name at most once; the
 * phrases that matched are blanked out.
 */
function matchNames(
  reader: Reader,
  entries: { name: string; phrases: string[] }[],
): { name: string; phrase: string }[] {
  const phrases = entries
    .flatMap((entry) => entry.phrases.map((phrase) => ({ name: entry.name, phrase: phrase.toLowerCase() })))
    .filter((p) => p.phrase.trim().length >= 2)
    .sort((a, b) => b.phrase.length - a.phrase.length);
  const found: { name: string; phrase: string }[] = [];
  for (const { name, phrase } of phrases) {
    if (reader.take(wordPattern(phrase)).length > 0 && !found.some((f) => f.name === name)) {
      found.push({ name, phrase });
    }
  }
  return found;
}

/** The words a name is made of, without the tenant prefix, numbers and filler ('rg'). */
const nameParts = (name: string) =>
  name
    .toLowerCase()
    .split(/[-_\s/]+/)
    .filter((part) => part.length > 1 && !/^\d+$/.test(part) && part !== 'rg');

/**
 * A subscription or resource group named by its words ('the platform prod subscription'): the only
 * one of `names` whose distinctive words all appear in the text, when the kind word is there too.
 */
function matchByParts(reader: Reader, names: readonly string[], kindWord: RegExp): string | undefined {
  if (names.length === 0 || !reader.has(kindWord)) return undefined;
  const words = new Set(reader.text.split(/[^a-z0-9]+/));
  // A first word every name shares (the tenant's prefix) says nothing about which one is meant.
  const firsts = new Set(names.map((name) => nameParts(name)[0]));
  const shared = names.length > 1 && firsts.size === 1 ? [...firsts][0] : undefined;
  const distinctive = (name: string) => nameParts(name).filter((part) => part !== shared);
  const candidates = names.filter((name) => {
    const parts = distinctive(name);
    return parts.length > 0 && parts.every((part) => words.has(part));
  });
  if (candidates.length !== 1) return undefined;
  const [only] = candidates as [string];
  for (const part of distinctive(only)) reader.take(wordPattern(part));
  return only;
}

function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = numberFromText(text);
  return Number.isInteger(value) && value > 0 ? Math.min(value, 50) : undefined;
}

/** Reads a question. */
export function parseQuestion(question: string, vocabulary: Vocabulary, reference: number): Intent {
  const text = normalise(question);
  const { matches, mask } = findPeriods(text, reference);
  const reader = new Reader(mask);
  const whole = text;

  // Names of the tenant's data, the most specific first.
  const skuPhrases = vocabulary.skus.map((sku) => {
    const short = sku.replace(/^(microsoft|office)\s+365\s+/i, '');
    return { name: sku, phrases: short !== sku && short.length >= 2 ? [sku, short] : [sku] };
  });
  const skus = matchNames(reader, skuPhrases).map((m) => m.name);
  const subscriptions = matchNames(
    reader,
    vocabulary.subscriptions.map((name) => ({ name, phrases: [name] })),
  ).map((m) => m.name);
  const resourceGroups = matchNames(
    reader,
    vocabulary.resourceGroups.map((name) => ({ name, phrases: [name] })),
  ).map((m) => m.name);
  const serviceEntries = [
    ...new Set([...vocabulary.services, ...Object.keys(SERVICE_SYNONYMS).filter((s) => s === M365_SERVICE)]),
  ].map((name) => ({
    name,
    phrases: [name, name.replace(/^azure\s+/i, ''), ...(SERVICE_SYNONYMS[name] ?? [])],
  }));
  const serviceMatches = matchNames(reader, serviceEntries);
  const services = serviceMatches.map((m) => m.name);
  const regions = matchNames(
    reader,
    vocabulary.regions.map((name) => ({ name, phrases: [name, name.replace(/\s+/g, '')] })),
  ).map((m) => m.name);

  // Tags: 'team platform', 'platform team', 'tag team=platform', 'project atlas', or a distinctive
  // value alone ('atlas', 'CC-102').
  const tags: { key: string; value: string }[] = [];
  for (const [key, values] of vocabulary.tags) {
    const keyWords = [...(TAG_KEYS[key] ?? [key])].sort((a, b) => b.length - a.length).map(escapeRegex);
    const keyPattern = `(?:tag\\s+)?(?:${keyWords.join('|')})`;
    for (const value of [...values].sort((a, b) => b.length - a.length)) {
      const v = escapeRegex(value.toLowerCase());
      const patterns = [
        new RegExp(
          `(?<![\\w-])${keyPattern}\\s*(?:=|:|is|of|named|called)?\\s*['"]?${v}['"]?(?![\\w-])`,
          'g',
        ),
        new RegExp(`(?<![\\w-])${v}\\s+(?:${keyWords.join('|')})(?![\\w-])`, 'g'),
      ];
      const distinctive = key === 'project' || key === 'costcenter' || key === 'owner' || /[\d@]/.test(value);
      if (distinctive && value.length >= 3) patterns.push(wordPattern(value.toLowerCase()));
      if (patterns.some((pattern) => reader.take(pattern).length > 0)) {
        if (!tags.some((t) => t.key === key && t.value === value)) tags.push({ key, value });
      }
    }
  }
  if (subscriptions.length === 0) {
    const named = matchByParts(reader, vocabulary.subscriptions, /\bsubscriptions?\b/);
    if (named) subscriptions.push(named);
  }
  if (resourceGroups.length === 0) {
    const named = matchByParts(reader, vocabulary.resourceGroups, /\bresource\s*groups?\b|\brgs?\b/);
    if (named) resourceGroups.push(named);
  }
  const resources = reader
    .take(/(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}(?![\w-])/g)
    .map((m) => m[0])
    .filter((word) => !/^(month|year|day|pay|state|up)-/.test(word));

  const scope: Intent['scope'] =
    reader.take(/\bazure\b/g).length > 0 ? 'azure' : services.includes(M365_SERVICE) ? 'm365' : undefined;

  const chargeCategories = [
    ...new Set(
      reader
        .take(/\b(tax|taxes|credits?|adjustments?|purchases?)\b/g)
        .map((m) => (m[1] ?? '').replace(/es$|s$/, ''))
        .map((word) =>
          word === 'tax'
            ? 'Tax'
            : word === 'credit'
              ? 'Credit'
              : word === 'adjustment'
                ? 'Adjustment'
                : 'Purchase',
        ),
    ),
  ];

  // A display currency: 'in EUR', 'in euros'.
  let currency: string | undefined;
  for (const code of Object.keys(EXCHANGE_RATES.perUsd)) {
    if (reader.take(new RegExp(`\\b${code.toLowerCase()}\\b`, 'g')).length > 0) currency ??= code;
  }
  for (const [word, code] of Object.entries(CURRENCY_WORDS).sort((a, b) => b[0].length - a[0].length)) {
    if (reader.take(new RegExp(`\\bin\\s+${escapeRegex(word)}\\b`, 'g')).length > 0) currency ??= code;
  }

  const metric: Intent['metric'] = reader.has(
    /\b(billed|invoiced|actual cost|on the invoice|on our invoice)\b/,
  )
    ? 'billed'
    : reader.has(/\b(list price|list cost|retail|pay-as-you-go|payg|without discounts?|before discounts?)\b/)
      ? 'list'
      : 'effective';

  // The grouping: a dimension word that is plural or asked about ('by', 'per', 'which', 'top').
  const rest = reader.text;
  type Candidate = { dimension: Dimension; strong: boolean; plural: boolean; at: number; named: boolean };
  const candidates: Candidate[] = [];
  const ASKED =
    /(?:\b(?:by|per|each|every|which|what|across|top(?:\s+\d+)?|most|least|all|list|between|among)\s+(?:the\s+|my\s+|our\s+|of\s+(?:the\s+|my\s+|our\s+)?)?(?:\w+\s+)?)$/;
  const dimensionWords: [RegExp, Dimension, boolean][] = [
    [
      /\bresource\s*groups?\b|\brgs?\b/g,
      { kind: 'column', name: 'resourceGroup' },
      resourceGroups.length > 0,
    ],
    [/\bsubscriptions?\b|\bsubs\b/g, { kind: 'column', name: 'subscription' }, subscriptions.length > 0],
    [
      /\bservices?\b|\bproducts?\b|\bmeter categor(y|ies)\b/g,
      { kind: 'column', name: 'service' },
      services.length > 0,
    ],
    [
      /\bregions?\b|\blocations?\b|\bdata ?cent(er|re)s?\b/g,
      { kind: 'column', name: 'region' },
      regions.length > 0,
    ],
    [
      /\bcharge (types?|categor(y|ies))\b/g,
      { kind: 'column', name: 'chargeCategory' },
      chargeCategories.length > 0,
    ],
    [
      /\bresources?\b(?!\s*groups?\b)|\bmachines\b|\bclusters\b|\blicen[cs]e skus?\b|\bskus?\b/g,
      { kind: 'resource' },
      resources.length > 0 || skus.length > 0,
    ],
  ];
  for (const [pattern, dimension, named] of dimensionWords) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
      const before = rest.slice(0, m.index);
      candidates.push({
        dimension,
        strong: ASKED.test(before),
        plural: /s$/.test(m[0]) && !/\bsubs?$/.test(m[0]) ? true : m[0] === 'subs',
        at: m.index,
        named,
      });
    }
  }
  const tagByWord = reader.take(/\btags?\s+(?:key\s+)?['"]?([a-z0-9_.:-]+)['"]?/g);
  for (const m of tagByWord) {
    candidates.push({
      dimension: { kind: 'tag', key: m[1] ?? '' },
      strong: true,
      plural: false,
      at: m.index,
      named: false,
    });
  }
  for (const [key, words] of Object.entries(TAG_KEYS)) {
    if (!vocabulary.tags.has(key)) continue;
    for (const word of words) {
      const pattern = wordPattern(word);
      for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
        candidates.push({
          dimension: { kind: 'tag', key },
          strong: ASKED.test(rest.slice(0, m.index)),
          plural: /s$/.test(word),
          at: m.index,
          named: tags.some((t) => t.key === key),
        });
      }
    }
  }
  // 'Which VMs cost the most?': the service's resources.
  const resourceNoun = serviceMatches.find((m) => RESOURCE_NOUNS.has(m.phrase));
  // A dimension whose value the question names is a filter ('subscription x'), not a grouping.
  const chosen = candidates.filter((c) => !c.named && (c.strong || c.plural)).sort((a, b) => a.at - b.at)[0];
  let groupBy: Dimension | undefined = chosen?.dimension;
  let plural = chosen?.plural ?? false;

  // Top N, most or least.
  const topMatch = new RegExp(`\\btop\\s*(\\d+|${NUMBER_WORD_ALTERNATIVES})?\\b`).exec(whole);
  const most =
    /\b(most expensive|costliest|most costly|the most|highest|largest|biggest|most|priciest|main|major)\b/.test(
      whole,
    );
  const least = /\b(least expensive|cheapest|lowest|smallest|least)\b/.test(whole);
  if (!groupBy && resourceNoun && (topMatch || most || least || /\bwhich\b/.test(whole))) {
    groupBy = { kind: 'resource' };
    plural = true;
  }
  // 'the 3 cheapest', 'cheapest 3', 'the five most expensive'.
  const COUNT = `(\\d{1,2}|${NUMBER_WORD_ALTERNATIVES})`;
  const RANK =
    '(?:most expensive|least expensive|most|least|cheapest|costliest|priciest|largest|biggest|highest|lowest|smallest)';
  const counted =
    new RegExp(`\\b${COUNT}\\s+${RANK}\\b`).exec(whole) ??
    new RegExp(`\\b${RANK}\\s+${COUNT}\\b`).exec(whole);
  let top: number | undefined;
  if (groupBy && topMatch) top = numberOf(topMatch[1]) ?? 5;
  else if (groupBy && counted) top = numberOf(counted[1]);
  else if (groupBy && (most || least)) top = plural ? 5 : 1;
  const order: Intent['order'] = least && !most ? 'asc' : 'desc';

  let shape: Shape = 'total';
  const monthly =
    /\b(by|per|each|every) month\b|\bmonth by month\b|\bmonthly (trend|cost|spend|breakdown)\b/.test(whole);
  if (CHANGE_WORD.test(whole) || matches.length >= 2) shape = 'change';
  else if (TREND_WORD.test(whole) || monthly) shape = 'trend';
  else if (top !== undefined) shape = 'top';
  else if (groupBy) shape = 'breakdown';

  // Licence questions: the seats themselves are not in the portal yet; their cost is.
  const costWord = COST_WORD.test(whole);
  const licenceWord = LICENCE_WORD.test(whole);
  const licenceAsk =
    (licenceWord && (LICENCE_ASK.test(whole) || !costWord)) ||
    /\b(unassigned|inactive (users?|accounts?|licen[cs]es|seats)|users? (are |were )?inactive|copilot (seats|users|adoption|usage))\b/.test(
      whole,
    );

  const named =
    services.length +
      subscriptions.length +
      resourceGroups.length +
      regions.length +
      tags.length +
      skus.length >
    0;
  let topic: Topic;
  if (SECURE_SCORE.test(whole) && !costWord) topic = 'secure-score';
  else if (licenceAsk) topic = 'licences';
  else if (BURN_DOWN.test(whole)) topic = 'burn-down';
  else if (ENROLLMENT.test(whole)) topic = 'enrollments';
  else if (COMMITMENT.test(whole)) topic = 'commitments';
  else if (BUDGET.test(whole)) topic = 'budgets';
  else if (ANOMALY.test(whole)) topic = 'anomalies';
  else if (SHARED.test(whole)) topic = 'shared-costs';
  else if (SAVINGS.test(whole)) topic = 'savings';
  else if (FORECAST_WORD.test(whole)) topic = 'forecast';
  else if (
    costWord ||
    named ||
    scope !== undefined ||
    chargeCategories.length > 0 ||
    (groupBy !== undefined && (top !== undefined || shape === 'breakdown')) ||
    ((shape === 'change' || shape === 'trend') && matches.length > 0)
  )
    topic = 'cost';
  else if (HELP.test(whole)) topic = 'help';
  else topic = 'unknown';

  // Licence SKUs asked about by their cost: the Microsoft 365 rows, per SKU when asked.
  if (topic === 'cost' && licenceWord && !services.includes(M365_SERVICE)) services.push(M365_SERVICE);
  if (topic === 'cost' && licenceWord && /\b(per|each|by|which|every|all)\b/.test(whole) && !groupBy) {
    groupBy = { kind: 'resource' };
    if (shape === 'total') shape = 'breakdown';
  }

  const budgetStatus: Intent['budgetStatus'] = /\bat[- ]risk\b|\bclose to\b|\bnear(ly)?\b/.test(whole)
    ? 'at-risk'
    : /\bover\b(?!\s+(the|time|last|past|\d))|\bexceed\w*|\boverspen\w*|\bbreach\w*|\babove\b|\bblown\b/.test(
          whole,
        )
      ? 'over'
      : /\bon[- ]track\b|\bunder\b|\bwithin\b/.test(whole)
        ? 'on-track'
        : undefined;
  const reservations = /\b(reservations?|reserved instances?|ris?)\b/.test(whole);
  const savingsPlans = /\bsavings? plans?\b/.test(whole);
  const commitmentType: Intent['commitmentType'] =
    reservations && !savingsPlans
      ? 'Reservation'
      : savingsPlans && !reservations
        ? 'Savings Plan'
        : undefined;
  const agreement: Intent['agreement'] = /\bea\b/.test(whole)
    ? 'EA'
    : /\bcsp\b/.test(whole)
      ? 'CSP'
      : undefined;

  return {
    text: whole,
    topic,
    shape,
    groupBy,
    top,
    order,
    periods: matches.map((m) => m.period),
    services,
    subscriptions,
    resourceGroups,
    regions,
    tags,
    skus,
    resources: topic === 'cost' && (costWord || /\bresources?\b|\bvms?\b/.test(whole)) ? resources : [],
    chargeCategories,
    scope,
    metric,
    currency,
    budgetStatus: topic === 'budgets' ? budgetStatus : undefined,
    commitmentType,
    agreement: topic === 'commitments' ? agreement : undefined,
    wantsDetails: topic === 'savings' && DETAILS.test(whole),
    wantsExpiry: /\bexpir\w*|\brenew\w*|\bend(s|ing)?\b/.test(whole),
  };
}
