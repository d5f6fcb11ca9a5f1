/**
 * Reading names out of a question: a text whose matches are blanked out as they are read (so a
 * name is read once), the tenant's names matched longest first, and names recognised by their
 * distinctive words.
 */

/** A text as a regular expression that matches it literally. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as a whole word: not inside a longer name ('rg-data' is not in 'rg-data-dev'). */
export const wordPattern = (phrase: string) => new RegExp(`(?<![\\w-])${escapeRegex(phrase)}(?![\\w-])`, 'g');

/** Text with matches blanked out as it is read, so a name is read once. */
export class Reader {
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
export function matchNames(
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
export function matchByParts(reader: Reader, names: readonly string[], kindWord: RegExp): string | undefined {
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
