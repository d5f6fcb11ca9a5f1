/**
 * FOCUS's Unit Format attribute (specification/attributes/unit_format.md, the value format of
 * PricingUnit, ConsumedUnit and CommitmentDiscountUnit), as a check of one value. A unit is one of
 *
 * - `<plural-units>`: 'GB', 'Hours', 'Requests';
 * - `<singular-unit>-<plural-time-units>`: 'GB-Hours', 'GB-Months';
 * - `<plural-units>/<singular-time-unit>`: 'GB/Hour', 'Requests/Day';
 * - `<quantity> <plural-units>`, the quantity a whole number: '1000 Tokens', '1 Hour', '1 GB';
 * - `<plural-units>/<interval> <plural-time-units>`: 'Units/3 Months';
 *
 * where data sizes are the attribute's abbreviations (b … EiB, case as written), time units its six
 * (Year … Second, singular or plural as the format says), and any other word a count-based unit,
 * capitalized. A composite with a quantity ('1 GB/Month') or a time unit of its own spelling ('RU/s',
 * 'gigabyte-seconds') is not a unit of this format.
 */

const DATA_SIZES = [
  'b',
  'Kb',
  'Mb',
  'Gb',
  'Tb',
  'Pb',
  'Eb',
  'B',
  'KB',
  'MB',
  'GB',
  'TB',
  'PB',
  'EB',
  'Kib',
  'Mib',
  'Gib',
  'Tib',
  'Pib',
  'Eib',
  'KiB',
  'MiB',
  'GiB',
  'TiB',
  'PiB',
  'EiB',
] as const;
const TIME_SINGULAR = ['Year', 'Month', 'Day', 'Hour', 'Minute', 'Second'] as const;
const TIME_PLURAL = TIME_SINGULAR.map((unit) => `${unit}s`);

const either = (words: readonly string[]) => `(?:${words.join('|')})`;
const DATA = either(DATA_SIZES);
const SINGULAR_TIME = either(TIME_SINGULAR);
const PLURAL_TIME = either(TIME_PLURAL);
/**
 * A count-based unit: a capitalized noun, or several ('API Request'); never a data size with an s
 * ('GBs': the abbreviations are their own plural).
 */
const WORD = `(?!${DATA}s(?![A-Za-z0-9]))[A-Z][A-Za-z0-9]*`;
const COUNT = `${WORD}(?: ${WORD})*`;
const SIMPLE = `(?:${DATA}|${SINGULAR_TIME}|${PLURAL_TIME}|${COUNT})`;
const QUANTITY = '[1-9][0-9]*';

const FORMATS = [
  `${SIMPLE}`,
  `(?:${DATA}|${COUNT})-${PLURAL_TIME}`,
  `(?:${DATA}|${COUNT}|${PLURAL_TIME})/${SINGULAR_TIME}`,
  `${QUANTITY} ${SIMPLE}`,
  `(?:${DATA}|${COUNT}|${PLURAL_TIME})/${QUANTITY} ${PLURAL_TIME}`,
];
const UNIT = new RegExp(`^(?:${FORMATS.join('|')})$`);

/** Whether `text` is a unit of FOCUS's Unit Format. */
export const isFocusUnit = (text: string): boolean => UNIT.test(text);
