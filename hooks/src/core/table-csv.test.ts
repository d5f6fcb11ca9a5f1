import { describe, expect, it } from 'vitest';
import type { TableColumn } from './table-controller.ts';
import { csvCell, toCsv } from './table-csv.ts';
import { compareDecimals, plainDecimal } from './table-values.ts';

interface Line {
  name: string;
  amount: string | number | null;
  units?: number;
}

const columns: TableColumn<Line>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'amount', header: 'Amount (EUR)', kind: 'amount', currency: 'EUR', value: (r) => r.amount },
];

describe('toCsv', () => {
  it('writes the header and the rows in the given column order, CRLF-terminated', () => {
    expect(toCsv(columns, [{ name: 'Storage', amount: '1234.56' }])).toBe(
      'Name,Amount (EUR)\r\nStorage,1234.56\r\n',
    );
    expect(toCsv([...columns].reverse(), [{ name: 'Storage', amount: '1234.56' }])).toBe(
      'Amount (EUR),Name\r\n1234.56,Storage\r\n',
    );
  });

  it("names an amount's currency in its header: the answer's when given, else the column's", () => {
    const cost: TableColumn<Line>[] = [
      { id: 'amount', header: 'Cost', kind: 'amount', currency: 'USD', value: (r) => r.amount },
    ];
    expect(toCsv(cost, [{ name: 'a', amount: '1.50' }])).toBe('Cost (USD)\r\n1.50\r\n');
    expect(toCsv(cost, [{ name: 'a', amount: '1.38' }], { currency: 'EUR' })).toBe('Cost (EUR)\r\n1.38\r\n');
  });

  it('writes amounts as plain decimals: no symbol, no grouping, no exponent', () => {
    const csv = toCsv(columns, [
      { name: 'a', amount: '0001234.50' },
      { name: 'b', amount: 1e21 },
      { name: 'c', amount: 0.0000001 },
      { name: 'd', amount: -5 },
      { name: 'e', amount: '-0.00' },
      { name: 'f', amount: null },
      { name: 'g', amount: '+7.10' },
    ]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      'a,1234.50',
      'b,1000000000000000000000',
      'c,0.0000001',
      'd,-5',
      'e,0.00',
      'f,',
      'g,7.10',
    ]);
  });

  it('quotes per RFC 4180', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell('')).toBe('');
  });

  it('guards against formula injection, except for genuine numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-3')).toBe('-3');
    // A text column holding a formula is guarded the same way, and so is a header.
    const csv = toCsv(
      [{ id: 'n', header: '=cmd', value: (r: Line) => r.name }],
      [{ name: '-=1', amount: null }],
    );
    expect(csv).toBe("'=cmd\r\n'-=1\r\n");
    // An amount that is not a number is text, and guarded.
    expect(toCsv(columns, [{ name: 'x', amount: '=1+1' }])).toBe("Name,Amount (EUR)\r\nx,'=1+1\r\n");
  });
});

describe('decimal values', () => {
  it('normalises without floats and compares exactly', () => {
    expect(plainDecimal('  012.340 ')).toBe('12.340');
    expect(plainDecimal('1,234.56')).toBeUndefined();
    expect(plainDecimal('€12')).toBeUndefined();
    expect(plainDecimal(Number.NaN)).toBeUndefined();
    expect(compareDecimals('0.30', 0.3)).toBe(0);
    expect(compareDecimals('9007199254740993.01', '9007199254740993.02')).toBe(-1);
    expect(compareDecimals('-10', '-9.99')).toBe(-1);
    expect(compareDecimals('abc', '1')).toBe(1);
  });
});
