import { describe, expect, it } from 'vitest';
import { CsvParser, type CsvRecord, CsvSyntaxError, readCsv } from './csv.ts';
import { formatCents, formatDecimal, parseDecimal, toMicros } from './decimal.ts';
import { checkDateTime, checkTags } from './values.ts';

async function records(input: Parameters<typeof readCsv>[0]): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const record of readCsv(input)) out.push(record);
  return out;
}

describe('CSV reader (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and a BOM', async () => {
    const text = '\uFEFFa,b,c\r\n1,"x, ""y""\r\nz",3\r\n\r\n4,,"6"\n7,8,9';
    const out = await records(text);
    expect(out.map((r) => r.fields)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, "y"\r\nz', '3'],
      ['4', '', '6'],
      ['7', '8', '9'],
    ]);
    // Physical lines: the quoted field spans lines 2 and 3; line 4 is blank.
    expect(out.map((r) => r.line)).toEqual([1, 2, 5, 6]);
    expect(out[1]?.fieldLines).toEqual([2, 2, 3]);
  });

  it('reads a whole line at once as it reads it character by character', async () => {
    // Whole lines go through the fast path; one-character chunks through the state machine only.
    const texts = [
      'a,b,c\n1,"x, ""y""",3\n,,\n"",x""y,"z"\n',
      'h1,h2\r\n"a\nb",c\r\nd,"e"\r\n\r\n f , g \n',
      'h\rnext,line\r\n"quoted ""all"" the way"\nlast,"",',
      'x,y\n"a"b,c\n',
    ];
    type Read = { out: CsvRecord[]; error: string | undefined };
    const read = async (pieces: Iterable<string>): Promise<Read> => {
      const parser = new CsvParser();
      const out: CsvRecord[] = [];
      try {
        for (const piece of pieces) out.push(...parser.push(piece));
        out.push(...parser.end());
      } catch (error) {
        return { out, error: (error as Error).message };
      }
      return { out, error: undefined };
    };
    for (const text of texts) {
      const [whole, chunked] = [await read([text]), await read(text)];
      expect(whole.error).toBe(chunked.error);
      // A refusal ends the read: the records of the piece it was in are not answered.
      if (whole.error) continue;
      expect(whole.out.map((r) => [r.line, r.fields, r.fieldLines])).toEqual(
        chunked.out.map((r) => [r.line, r.fields, r.fieldLines]),
      );
    }
    expect((await read([texts[3] as string])).error).toMatch(/after the closing quote/);
  });

  it('gives the same records whatever the chunks, even a UTF-8 character or a CRLF cut in two', async () => {
    const text = 'name,amount\r\n"Zürich, €",1.5\r\n"naïve\r\nline",2\r\n';
    const bytes = new TextEncoder().encode(`\uFEFF${text}`);
    const whole = await records(text);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      async function* chunks() {
        yield bytes.slice(0, cut);
        yield bytes.slice(cut);
      }
      expect((await records(chunks())).map((r) => [r.line, ...r.fields])).toEqual(
        whole.map((r) => [r.line, ...r.fields]),
      );
    }
    expect(whole[1]?.fields[0]).toBe('Zürich, €');
  });

  it('refuses an unclosed quote and text after a closing quote, naming the line', async () => {
    await expect(records('a,b\n1,"open\n2,3\n')).rejects.toThrow(
      new CsvSyntaxError(2, 'a quoted field is not closed before the end of the file'),
    );
    await expect(records('a,b\n1,"x"y\n')).rejects.toThrow(/^line 2: unexpected "y" after the closing quote/);
    await expect(records(new Uint8Array([0x61, 0x0a, 0xff, 0xfe]))).rejects.toThrow(/not UTF-8/);
  });

  it('keeps state across pushes', () => {
    const parser = new CsvParser();
    expect(parser.push('a,"b')).toEqual([]);
    expect(parser.push('\r')).toEqual([]);
    expect(parser.push('\nc"\r').map((r) => r.fields)).toEqual([['a', 'b\r\nc']]);
    expect(parser.push('\nx,y')).toEqual([]);
    expect(parser.end().map((r) => [r.line, ...r.fields])).toEqual([[3, 'x', 'y']]);
  });
});

describe('values', () => {
  it('parses decimals exactly, exponents included, and refuses the rest', () => {
    expect(parseDecimal('0.10')).toEqual({ units: 10n, scale: 2 });
    expect(parseDecimal(' +12.5 ')).toEqual({ units: 125n, scale: 1 });
    expect(formatDecimal(parseDecimal('3.6E-7') ?? { units: 0n, scale: 0 })).toBe('0.00000036');
    expect(formatDecimal(parseDecimal('1.5e3') ?? { units: 0n, scale: 0 })).toBe('1500');
    expect(formatDecimal(parseDecimal('-.50') ?? { units: 0n, scale: 0 }, 2)).toBe('-0.50');
    for (const bad of ['12,5x', '1,000.00', '', '.', '-', 'NaN', 'Infinity', '0x10', '1 000', '1e']) {
      expect(parseDecimal(bad), bad).toBeUndefined();
    }
  });

  it('rounds half away from zero, to micro-units and to cents', () => {
    const value = (t: string) => parseDecimal(t) ?? { units: 0n, scale: 0 };
    expect(toMicros(value('0.0000005'))).toBe(1n);
    expect(toMicros(value('-0.0000005'))).toBe(-1n);
    expect(toMicros(value('0.00000049999'))).toBe(0n);
    expect(formatCents(value('2.675'))).toBe('2.68');
    expect(formatCents(value('-2.675'))).toBe('-2.68');
    expect(formatCents(value('-0.004'))).toBe('0.00');
  });

  it('reads the providers’ date forms as UTC and refuses impossible dates', () => {
    const ok = (text: string) => {
      const checked = checkDateTime(text);
      return checked.ok ? checked.value : checked.message;
    };
    expect(ok('2024-01-01T00:00Z')).toBe('2024-01-01T00:00:00Z');
    expect(ok('2024-01-01T00:00:00.000Z')).toBe('2024-01-01T00:00:00Z');
    expect(ok('2024-01-01 00:00:00 UTC')).toBe('2024-01-01T00:00:00Z');
    expect(ok('2024-01-01')).toBe('2024-01-01T00:00:00Z');
    expect(ok('2024-01-01T01:00:00+01:00')).toBe('2024-01-01T00:00:00Z');
    expect(ok('2024-02-30T00:00:00Z')).toMatch(/is not a date/);
    expect(ok('01/02/2024')).toMatch(/is not a date/);
  });

  it('reads tags as an object, without braces, or as a key/value list', () => {
    const tags = (text: string) => {
      const checked = checkTags(text);
      return checked.ok ? checked.value : 'refused';
    };
    expect(tags('{"env": "prod"}')).toBe('{"env":"prod"}');
    expect(tags('"env": "prod","team":"a"')).toBe('{"env":"prod","team":"a"}');
    expect(tags('[{"key":"env","value":"prod"}]')).toBe('{"env":"prod"}');
    expect(tags('')).toBe('{}');
    expect(tags('env=prod')).toBe('refused');
  });
});
