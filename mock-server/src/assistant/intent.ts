/**
 * What a question asks, by deterministic matching: the topic (keywords and synonyms), the names of
 * the tenant's own data it mentions (services, subscriptions, resource groups, regions, tags,
 * licence SKUs, resources), periods, a grouping, top-N, a comparison, a metric and a currency.
 * Pure: the vocabulary comes from the tenant's data (`vocabulary.ts`), the reference day is the
 * latest day with data. `parseQuestion` reads it in named steps, the names first (each blanked out
 * once read, `question-reader.ts`), then the grouping, the ranking, the shape and the topic by the
 * words of `question-words.ts`.
 */

import { EXCHANGE_RATES } from '../data/exchange-rates.ts';
import { NUMBER_WORD_ALTERNATIVES, numberFromText } from './number-words.ts';
import { findPeriods, type Period } from './periods.ts';
import { escapeRegex, matchByParts, matchNames, Reader, wordPattern } from './question-reader.ts';
import {
  ANOMALY,
  BUDGET,
  BURN_DOWN,
  CHANGE_WORD,
  COMMITMENT,
  COST_WORD,
  CURRENCY_WORDS,
  DETAILS,
  ENROLLMENT,
  FORECAST_WORD,
  HELP,
  LICENCE_ASK,
  LICENCE_WORD,
  RESOURCE_NOUNS,
  SAVINGS,
  SECURE_SCORE,
  SERVICE_SYNONYMS,
  SHARED,
  TREND_WORD,
} from './question-words.ts';
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

function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = numberFromText(text);
  return Number.isInteger(value) && value > 0 ? Math.min(value, 50) : undefined;
}

/** The tenant's names a question mentions. */
interface Names {
  skus: string[];
  subscriptions: string[];
  resourceGroups: string[];
  services: string[];
  /** The phrase each service was named by ('vms' for Virtual Machines). */
  serviceMatches: { name: string; phrase: string }[];
  regions: string[];
  tags: { key: string; value: string }[];
  resources: string[];
}

/** A grouping the question may ask for: a dimension word, where it is and how it is asked. */
type Candidate = { dimension: Dimension; strong: boolean; plural: boolean; at: number; named: boolean };

/** The grouping asked for, and whether its word was plural ('services'). */
interface Grouping {
  groupBy: Dimension | undefined;
  plural: boolean;
}

/** Words before a dimension word that ask for it as a grouping ('by', 'which', 'top 5'). */
const ASKED =
  /(?:\b(?:by|per|each|every|which|what|across|top(?:\s+\d+)?|most|least|all|list|between|among)\s+(?:the\s+|my\s+|our\s+|of\s+(?:the\s+|my\s+|our\s+)?)?(?:\w+\s+)?)$/;

/** Licence SKUs by their name, or without 'Microsoft 365' or 'Office 365' in front. */
function readSkus(reader: Reader, vocabulary: Vocabulary): string[] {
  const skuPhrases = vocabulary.skus.map((sku) => {
    const short = sku.replace(/^(microsoft|office)\s+365\s+/i, '');
    return { name: sku, phrases: short !== sku && short.length >= 2 ? [sku, short] : [sku] };
  });
  return matchNames(reader, skuPhrases).map((m) => m.name);
}

/** Names read as they are written (subscriptions, resource groups). */
const readExact = (reader: Reader, names: readonly string[]) =>
  matchNames(
    reader,
    names.map((name) => ({ name, phrases: [name] })),
  ).map((m) => m.name);

/** Services by name, without 'Azure' in front, or by a synonym; Microsoft 365 always. */
function readServices(reader: Reader, vocabulary: Vocabulary): { name: string; phrase: string }[] {
  const serviceEntries = [
    ...new Set([...vocabulary.services, ...Object.keys(SERVICE_SYNONYMS).filter((s) => s === M365_SERVICE)]),
  ].map((name) => ({
    name,
    phrases: [name, name.replace(/^azure\s+/i, ''), ...(SERVICE_SYNONYMS[name] ?? [])],
  }));
  return matchNames(reader, serviceEntries);
}

/** Regions by name, with or without spaces ('westeurope'). */
const readRegions = (reader: Reader, vocabulary: Vocabulary) =>
  matchNames(
    reader,
    vocabulary.regions.map((name) => ({ name, phrases: [name, name.replace(/\s+/g, '')] })),
  ).map((m) => m.name);

/** The patterns of one tag value: with its key before or after, or alone when distinctive. */
function tagPatterns(key: string, keyWords: string[], value: string): RegExp[] {
  const keyPattern = `(?:tag\\s+)?(?:${keyWords.join('|')})`;
  const v = escapeRegex(value.toLowerCase());
  const patterns = [
    new RegExp(`(?<![\\w-])${keyPattern}\\s*(?:=|:|is|of|named|called)?\\s*['"]?${v}['"]?(?![\\w-])`, 'g'),
    new RegExp(`(?<![\\w-])${v}\\s+(?:${keyWords.join('|')})(?![\\w-])`, 'g'),
  ];
  const distinctive = key === 'project' || key === 'costcenter' || key === 'owner' || /[\d@]/.test(value);
  if (distinctive && value.length >= 3) patterns.push(wordPattern(value.toLowerCase()));
  return patterns;
}

/**
 * Tags: 'team platform', 'platform team', 'tag team=platform', 'project atlas', or a distinctive
 * value alone ('atlas', 'CC-102').
 */
function readTags(reader: Reader, vocabulary: Vocabulary): { key: string; value: string }[] {
  const tags: { key: string; value: string }[] = [];
  for (const [key, values] of vocabulary.tags) {
    const keyWords = [...(TAG_KEYS[key] ?? [key])].sort((a, b) => b.length - a.length).map(escapeRegex);
    for (const value of [...values].sort((a, b) => b.length - a.length)) {
      const patterns = tagPatterns(key, keyWords, value);
      if (patterns.some((pattern) => reader.take(pattern).length > 0)) {
        if (!tags.some((t) => t.key === key && t.value === value)) tags.push({ key, value });
      }
    }
  }
  return tags;
}

/** Words shaped like resource names ('virt-hr-prod-0058'), not yet checked against the data. */
const readResourceWords = (reader: Reader) =>
  reader
    .take(/(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}(?![\w-])/g)
    .map((m) => m[0])
    .filter((word) => !/^(month|year|day|pay|state|up)-/.test(word));

/** Names of the tenant's data, the most specific first. */
function readNames(reader: Reader, vocabulary: Vocabulary): Names {
  const skus = readSkus(reader, vocabulary);
  const subscriptions = readExact(reader, vocabulary.subscriptions);
  const resourceGroups = readExact(reader, vocabulary.resourceGroups);
  const serviceMatches = readServices(reader, vocabulary);
  const regions = readRegions(reader, vocabulary);
  const tags = readTags(reader, vocabulary);
  if (subscriptions.length === 0) {
    const named = matchByParts(reader, vocabulary.subscriptions, /\bsubscriptions?\b/);
    if (named) subscriptions.push(named);
  }
  if (resourceGroups.length === 0) {
    const named = matchByParts(reader, vocabulary.resourceGroups, /\bresource\s*groups?\b|\brgs?\b/);
    if (named) resourceGroups.push(named);
  }
  const resources = readResourceWords(reader);
  const services = serviceMatches.map((m) => m.name);
  return { skus, subscriptions, resourceGroups, services, serviceMatches, regions, tags, resources };
}

/** 'azure' when the question says Azure, 'm365' when it names Microsoft 365. */
const readScope = (reader: Reader, services: string[]): Intent['scope'] =>
  reader.take(/\bazure\b/g).length > 0 ? 'azure' : services.includes(M365_SERVICE) ? 'm365' : undefined;

/** Charge categories: tax, credits, adjustments, purchases. */
function readChargeCategories(reader: Reader): string[] {
  return [
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
}

/** A display currency: 'in EUR', 'in euros'. */
function readCurrency(reader: Reader): string | undefined {
  let currency: string | undefined;
  for (const code of Object.keys(EXCHANGE_RATES.perUsd)) {
    if (reader.take(new RegExp(`\\b${code.toLowerCase()}\\b`, 'g')).length > 0) currency ??= code;
  }
  for (const [word, code] of Object.entries(CURRENCY_WORDS).sort((a, b) => b[0].length - a[0].length)) {
    if (reader.take(new RegExp(`\\bin\\s+${escapeRegex(word)}\\b`, 'g')).length > 0) currency ??= code;
  }
  return currency;
}

/** The metric: billed, list or (by default) effective cost. */
const readMetric = (reader: Reader): Intent['metric'] =>
  reader.has(/\b(billed|invoiced|actual cost|on the invoice|on our invoice)\b/)
    ? 'billed'
    : reader.has(/\b(list price|list cost|retail|pay-as-you-go|payg|without discounts?|before discounts?)\b/)
      ? 'list'
      : 'effective';

/** The dimension words, each with whether the question names a value of that dimension. */
function dimensionWords(names: Names, chargeCategories: string[]): [RegExp, Dimension, boolean][] {
  return [
    [
      /\bresource\s*groups?\b|\brgs?\b/g,
      { kind: 'column', name: 'resourceGroup' },
      names.resourceGroups.length > 0,
    ],
    [
      /\bsubscriptions?\b|\bsubs\b/g,
      { kind: 'column', name: 'subscription' },
      names.subscriptions.length > 0,
    ],
    [
      /\bservices?\b|\bproducts?\b|\bmeter categor(y|ies)\b/g,
      { kind: 'column', name: 'service' },
      names.services.length > 0,
    ],
    [
      /\bregions?\b|\blocations?\b|\bdata ?cent(er|re)s?\b/g,
      { kind: 'column', name: 'region' },
      names.regions.length > 0,
    ],
    [
      /\bcharge (types?|categor(y|ies))\b/g,
      { kind: 'column', name: 'chargeCategory' },
      chargeCategories.length > 0,
    ],
    [
      /\bresources?\b(?!\s*groups?\b)|\bmachines\b|\bclusters\b|\blicen[cs]e skus?\b|\bskus?\b/g,
      { kind: 'resource' },
      names.resources.length > 0 || names.skus.length > 0,
    ],
  ];
}

/** Every dimension word in the text left after the names were read. */
function dimensionCandidates(rest: string, names: Names, chargeCategories: string[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [pattern, dimension, named] of dimensionWords(names, chargeCategories)) {
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
  return candidates;
}

/** 'by tag team', 'tag key project': a grouping by that tag. */
const tagKeyCandidates = (reader: Reader): Candidate[] =>
  reader.take(/\btags?\s+(?:key\s+)?['"]?([a-z0-9_.:-]+)['"]?/g).map((m) => ({
    dimension: { kind: 'tag', key: m[1] ?? '' },
    strong: true,
    plural: false,
    at: m.index,
    named: false,
  }));

/** The words of the tenant's tag keys ('team', 'projects'). */
function tagWordCandidates(rest: string, vocabulary: Vocabulary, tags: Names['tags']): Candidate[] {
  const candidates: Candidate[] = [];
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
  return candidates;
}

/**
 * The grouping: the first dimension word that is plural or asked about ('by', 'per', 'which',
 * 'top'); a dimension whose value the question names is a filter ('subscription x'), not a grouping.
 */
function readGrouping(
  reader: Reader,
  vocabulary: Vocabulary,
  names: Names,
  chargeCategories: string[],
): Grouping {
  const rest = reader.text;
  const candidates = [
    ...dimensionCandidates(rest, names, chargeCategories),
    ...tagKeyCandidates(reader),
    ...tagWordCandidates(rest, vocabulary, names.tags),
  ];
  const chosen = candidates.filter((c) => !c.named && (c.strong || c.plural)).sort((a, b) => a.at - b.at)[0];
  return { groupBy: chosen?.dimension, plural: chosen?.plural ?? false };
}

/**
 * Top N, most or least: how many groups and in which order. 'Which VMs cost the most?' groups by
 * the service's resources when nothing else is grouped by.
 */
function readRanking(
  whole: string,
  grouping: Grouping,
  serviceMatches: Names['serviceMatches'],
): { groupBy: Dimension | undefined; top: number | undefined; order: Intent['order'] } {
  let { groupBy, plural } = grouping;
  const topMatch = new RegExp(`\\btop\\s*(\\d+|${NUMBER_WORD_ALTERNATIVES})?\\b`).exec(whole);
  const most =
    /\b(most expensive|costliest|most costly|the most|highest|largest|biggest|most|priciest|main|major)\b/.test(
      whole,
    );
  const least = /\b(least expensive|cheapest|lowest|smallest|least)\b/.test(whole);
  const resourceNoun = serviceMatches.find((m) => RESOURCE_NOUNS.has(m.phrase));
  if (!groupBy && resourceNoun && (topMatch || most || least || /\bwhich\b/.test(whole))) {
    groupBy = { kind: 'resource' };
    plural = true;
  }
  const counted = countedRank(whole);
  let top: number | undefined;
  if (groupBy && topMatch) top = numberOf(topMatch[1]) ?? 5;
  else if (groupBy && counted) top = numberOf(counted[1]);
  else if (groupBy && (most || least)) top = plural ? 5 : 1;
  return { groupBy, top, order: least && !most ? 'asc' : 'desc' };
}

/** A count next to a rank: 'the 3 cheapest', 'cheapest 3', 'the five most expensive'. */
function countedRank(whole: string): RegExpExecArray | null {
  const COUNT = `(\\d{1,2}|${NUMBER_WORD_ALTERNATIVES})`;
  const RANK =
    '(?:most expensive|least expensive|most|least|cheapest|costliest|priciest|largest|biggest|highest|lowest|smallest)';
  return (
    new RegExp(`\\b${COUNT}\\s+${RANK}\\b`).exec(whole) ?? new RegExp(`\\b${RANK}\\s+${COUNT}\\b`).exec(whole)
  );
}

/** What a cost question wants: a change (or two periods), a trend, the top N, a breakdown or a total. */
function shapeOf(
  whole: string,
  periods: number,
  top: number | undefined,
  groupBy: Dimension | undefined,
): Shape {
  const monthly =
    /\b(by|per|each|every) month\b|\bmonth by month\b|\bmonthly (trend|cost|spend|breakdown)\b/.test(whole);
  if (CHANGE_WORD.test(whole) || periods >= 2) return 'change';
  if (TREND_WORD.test(whole) || monthly) return 'trend';
  if (top !== undefined) return 'top';
  if (groupBy) return 'breakdown';
  return 'total';
}

/** Licence questions: the seats themselves are not in the portal yet; their cost is. */
function asksForSeats(whole: string, licenceWord: boolean, costWord: boolean): boolean {
  return (
    (licenceWord && (LICENCE_ASK.test(whole) || !costWord)) ||
    /\b(unassigned|inactive (users?|accounts?|licen[cs]es|seats)|users? (are |were )?inactive|copilot (seats|users|adoption|usage))\b/.test(
      whole,
    )
  );
}

/** What the topic is decided by, besides the question's words. */
interface TopicFacts {
  costWord: boolean;
  licenceWord: boolean;
  names: Names;
  scope: Intent['scope'];
  chargeCategories: string[];
  groupBy: Dimension | undefined;
  top: number | undefined;
  shape: Shape;
  periods: number;
}

/** Whether a question no topic's keywords claim reads as a cost question. */
function readsAsCost(facts: TopicFacts): boolean {
  const { names } = facts;
  const named =
    names.services.length +
      names.subscriptions.length +
      names.resourceGroups.length +
      names.regions.length +
      names.tags.length +
      names.skus.length >
    0;
  return (
    facts.costWord ||
    named ||
    facts.scope !== undefined ||
    facts.chargeCategories.length > 0 ||
    (facts.groupBy !== undefined && (facts.top !== undefined || facts.shape === 'breakdown')) ||
    ((facts.shape === 'change' || facts.shape === 'trend') && facts.periods > 0)
  );
}

/** The topic: the first family of keywords that matches, else cost, help or unknown. */
function topicOf(whole: string, facts: TopicFacts): Topic {
  if (SECURE_SCORE.test(whole) && !facts.costWord) return 'secure-score';
  if (asksForSeats(whole, facts.licenceWord, facts.costWord)) return 'licences';
  if (BURN_DOWN.test(whole)) return 'burn-down';
  if (ENROLLMENT.test(whole)) return 'enrollments';
  if (COMMITMENT.test(whole)) return 'commitments';
  if (BUDGET.test(whole)) return 'budgets';
  if (ANOMALY.test(whole)) return 'anomalies';
  if (SHARED.test(whole)) return 'shared-costs';
  if (SAVINGS.test(whole)) return 'savings';
  if (FORECAST_WORD.test(whole)) return 'forecast';
  if (readsAsCost(facts)) return 'cost';
  if (HELP.test(whole)) return 'help';
  return 'unknown';
}

/** A budget status asked about: at risk, over or on track. */
const budgetStatusOf = (whole: string): Intent['budgetStatus'] =>
  /\bat[- ]risk\b|\bclose to\b|\bnear(ly)?\b/.test(whole)
    ? 'at-risk'
    : /\bover\b(?!\s+(the|time|last|past|\d))|\bexceed\w*|\boverspen\w*|\bbreach\w*|\babove\b|\bblown\b/.test(
          whole,
        )
      ? 'over'
      : /\bon[- ]track\b|\bunder\b|\bwithin\b/.test(whole)
        ? 'on-track'
        : undefined;

/** Reservations or savings plans, when the question names only one of them. */
function commitmentTypeOf(whole: string): Intent['commitmentType'] {
  const reservations = /\b(reservations?|reserved instances?|ris?)\b/.test(whole);
  const savingsPlans = /\bsavings? plans?\b/.test(whole);
  return reservations && !savingsPlans
    ? 'Reservation'
    : savingsPlans && !reservations
      ? 'Savings Plan'
      : undefined;
}

/** An agreement named: EA or CSP. */
const agreementOf = (whole: string): Intent['agreement'] =>
  /\bea\b/.test(whole) ? 'EA' : /\bcsp\b/.test(whole) ? 'CSP' : undefined;

/**
 * Licence SKUs asked about by their cost: the Microsoft 365 rows (added to the services), per SKU
 * when asked ('per', 'each', 'which').
 */
function licenceCost(
  whole: string,
  names: Names,
  groupBy: Dimension | undefined,
  shape: Shape,
): { groupBy: Dimension | undefined; shape: Shape } {
  if (!names.services.includes(M365_SERVICE)) names.services.push(M365_SERVICE);
  if (/\b(per|each|by|which|every|all)\b/.test(whole) && !groupBy) {
    return { groupBy: { kind: 'resource' }, shape: shape === 'total' ? 'breakdown' : shape };
  }
  return { groupBy, shape };
}

/** What a question about budgets, commitments or savings filters by, or asks for. */
function entityFilters(
  whole: string,
  topic: Topic,
): Pick<Intent, 'budgetStatus' | 'commitmentType' | 'agreement' | 'wantsDetails' | 'wantsExpiry'> {
  return {
    budgetStatus: topic === 'budgets' ? budgetStatusOf(whole) : undefined,
    commitmentType: commitmentTypeOf(whole),
    agreement: topic === 'commitments' ? agreementOf(whole) : undefined,
    wantsDetails: topic === 'savings' && DETAILS.test(whole),
    wantsExpiry: /\bexpir\w*|\brenew\w*|\bend(s|ing)?\b/.test(whole),
  };
}

/** Reads a question. */
export function parseQuestion(question: string, vocabulary: Vocabulary, reference: number): Intent {
  const whole = normalise(question);
  const { matches, mask } = findPeriods(whole, reference);
  const reader = new Reader(mask);
  const names = readNames(reader, vocabulary);
  const scope = readScope(reader, names.services);
  const chargeCategories = readChargeCategories(reader);
  const currency = readCurrency(reader);
  const metric = readMetric(reader);
  const grouping = readGrouping(reader, vocabulary, names, chargeCategories);
  const { groupBy, top, order } = readRanking(whole, grouping, names.serviceMatches);
  const shape = shapeOf(whole, matches.length, top, groupBy);
  const costWord = COST_WORD.test(whole);
  const licenceWord = LICENCE_WORD.test(whole);
  const periods = matches.length;
  const topic = topicOf(whole, {
    costWord,
    licenceWord,
    names,
    scope,
    chargeCategories,
    groupBy,
    top,
    shape,
    periods,
  });
  const asked =
    topic === 'cost' && licenceWord ? licenceCost(whole, names, groupBy, shape) : { groupBy, shape };
  return {
    text: whole,
    topic,
    shape: asked.shape,
    groupBy: asked.groupBy,
    top,
    order,
    periods: matches.map((m) => m.period),
    services: names.services,
    subscriptions: names.subscriptions,
    resourceGroups: names.resourceGroups,
    regions: names.regions,
    tags: names.tags,
    skus: names.skus,
    resources: topic === 'cost' && (costWord || /\bresources?\b|\bvms?\b/.test(whole)) ? names.resources : [],
    chargeCategories,
    scope,
    metric,
    currency,
    ...entityFilters(whole, topic),
  };
}
