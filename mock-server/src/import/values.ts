/**
 * Validation of one FOCUS value: numbers, dates, currency codes and tags. Each answers the
 * stored form or a message saying what is wrong (the caller adds the line and column).
 */
import { type Decimal, parseDecimal } from './decimal.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const quoted = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

export function checkNumber(text: string): Checked<Decimal> {
  const value = parseDecimal(text);
  return value ? { ok: true, value } : { ok: false, message: `${quoted(text)} is not a number` };
}

// 2024-01-01, 2024-01-01T00:00Z (Azure 1.0), 2024-01-01T00:00:00.000Z (AWS),
// 2024-01-01 00:00:00 UTC (Google Cloud), with an optional offset; no zone means UTC.
const DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|UTC|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * The answers of a check for the texts it saw last: an export repeats the same dates and tags on
 * many rows, so each is checked once (at most `size` kept; the map starts again when full).
 */
function remembered<T>(check: (text: string) => Checked<T>, size = 10_000): (text: string) => Checked<T> {
  const answers = new Map<string, Checked<T>>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      answer = check(text);
      if (answers.size >= size) answers.clear();
      // A copy of its own as the key: the text is cut from a chunk of the file, which the map
      // would otherwise keep in memory as long as the text is remembered.
      answers.set(JSON.parse(JSON.stringify(text)) as string, answer);
    }
    return answer;
  };
}

/** An ISO 8601 date or date-time, answered as UTC 'YYYY-MM-DDTHH:MM:SSZ' (milliseconds kept when not zero). */
export const checkDateTime = remembered(dateTime);

function dateTime(text: string): Checked<string> {
  const match = DATE.exec(text.trim());
  const bad = {
    ok: false,
    message: `${quoted(text)} is not a date (ISO 8601, e.g. 2024-01-01T00:00:00Z)`,
  } as const;
  if (!match) return bad;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(local);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    // 2024-02-30 or 25:00 roll over in Date.UTC: refuse them. (24:00 is not accepted either.)
    return bad;
  }
  let offsetMinutes = 0;
  if (!/^(Z|UTC)$/i.test(zone)) {
    const digits = zone.replace(':', '');
    const sign = digits.startsWith('-') ? -1 : 1;
    offsetMinutes = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || '0'));
  }
  const iso = new Date(local - offsetMinutes * 60_000).toISOString();
  return { ok: true, value: iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso };
}

/** An ISO 4217 code, upper-cased. */
export function checkCurrency(text: string): Checked<string> {
  const code = text.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code)
    ? { ok: true, value: code }
    : { ok: false, message: `${quoted(text)} is not a currency code (ISO 4217, e.g. USD)` };
}

/**
 * Tags as a JSON object: `{"env":"prod"}` (FOCUS), the same without braces (older Azure files),
 * or a list of `{"key": ..., "value": ...}` (Google Cloud). Answered as compact JSON; '{}' when empty.
 */
export const checkTags = remembered(tagsOf);

function tagsOf(text: string): Checked<string> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: '{}' };
  const parsed = parseJson(trimmed) ?? (trimmed.startsWith('"') ? parseJson(`{${trimmed}}`) : undefined);
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    return { ok: true, value: JSON.stringify(parsed) };
  }
  if (Array.isArray(parsed)) {
    const tags: Record<string, unknown> = {};
    for (const entry of parsed) {
      if (!entry || typeof entry !== 'object')
        return { ok: false, message: `${quoted(text)} is not JSON tags` };
      const item = entry as Record<string, unknown>;
      const key = item.key ?? item.Key;
      if (typeof key !== 'string') return { ok: false, message: `${quoted(text)} is not JSON tags` };
      tags[key] = item.value ?? item.Value ?? null;
    }
    return { ok: true, value: JSON.stringify(tags) };
  }
  return { ok: false, message: `${quoted(text)} is not JSON tags (an object such as {"env":"prod"})` };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
