import { describe, expect, it } from 'vitest';
import { markMatches } from './search.ts';

const shown = (text: string, query: string) =>
  markMatches(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('markMatches', () => {
  it('marks every case-insensitive occurrence of each word of the query', () => {
    expect(shown('Azure / Cost overview', 'cost')).toBe('Azure / [Cost] overview');
    expect(shown('Costs by cost centre', 'COST')).toBe('[Cost]s by [cost] centre');
    expect(shown('Licence use by user', 'licence user')).toBe('[Licence] use by [user]');
  });

  it('merges overlapping and adjacent matches into one mark', () => {
    expect(shown('budgets', 'bud dget')).toBe('[budget]s');
    expect(shown('aaaa', 'aa')).toBe('[aaaa]');
  });

  it('leaves the text whole without a match or without words, and keeps it as it is', () => {
    expect(markMatches('Cost overview', 'zzz')).toEqual([{ text: 'Cost overview', match: false }]);
    expect(markMatches('Cost overview', '   ')).toEqual([{ text: 'Cost overview', match: false }]);
    expect(markMatches('', 'cost')).toEqual([]);
    expect(shown('<b>cost</b>', 'cost')).toBe('<b>[cost]</b>');
  });
});
