/**
 * FOCUS's Unit Format attribute (specification/attributes/unit_format.md, the value format of
 * PricingUnit, ConsumedUnit and CommitmentDiscountUnit), as a check of one value against the
 * formats it says a unit SHOULD take:
 *
 * - a simple unit, `<plural-units>`: 'GB', 'Hours', 'Requests';
 * - a compound unit, `<singular-base-unit>-<plural-base-unit>`: 'GB-Hours', 'GB-Months', 'Request-Tokens';
 * - a ratio unit with a time denominator, `<plural-units>/<singular-time-unit>`: 'GB/Hour', 'Core-Hours/Day';
 * - a unit quantity, `<unit-quantity> <plural-units>`, a positive integer: '1000 Tokens', '1 Hour', '1 GB';
 * - a denominator quantity, `<plural-units>/<denominator-quantity> <plural-time-units>`: 'Units/3 Months';
 *
 * where data sizes are the attribute's abbreviations (b … EiB, the same for singular and plural),
 * time units its allowed names (Year … Microsecond), and any other base unit a capitalized noun
 * (count-based). A unit quantity before a ratio ('1 GB/Month', what FOCUS validators refuse as
 * PricingUnit-C-003-O), a time unit of its own spelling ('RU/s') or lower-case words
 * ('gigabyte-seconds') are none of these.
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
const TIME_SINGULAR = [
  'Year',
  'Month',
  'Day',
  'Hour',
  'Minute',
  'Second',
  'Millisecond',
  'Microsecond',
] as const;
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

/** A compound unit: two base units, the second plural ('GB-Hour' is not one). */
const NOT_SINGULAR_TIME = `(?!${SINGULAR_TIME}(?![A-Za-z0-9]))`;
const COMPOUND = `(?:${DATA}|${COUNT})-(?:${PLURAL_TIME}|${DATA}|${NOT_SINGULAR_TIME}${COUNT})`;
const NUMERATOR = `(?:${COMPOUND}|${DATA}|${PLURAL_TIME}|${COUNT})`;

const FORMATS = [
  SIMPLE,
  COMPOUND,
  `${NUMERATOR}/${SINGULAR_TIME}`,
  `${QUANTITY} ${SIMPLE}`,
  `${NUMERATOR}/${QUANTITY} ${PLURAL_TIME}`,
];
const UNIT = new RegExp(`^(?:${FORMATS.join('|')})$`);

/** Whether `text` is a unit of FOCUS's Unit Format. */
export const isFocusUnit = (text: string): boolean => UNIT.test(text);
