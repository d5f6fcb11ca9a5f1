/**
 * A streaming RFC 4180 CSV reader: quoted fields with embedded commas, quotes ("") and line
 * breaks, CRLF or LF (or CR) line ends, a UTF-8 byte order mark. It holds one record at a time,
 * so a large file is never in memory whole. Blank lines are skipped.
 */

export interface CsvRecord {
  /** The physical line (1-based) where the record starts. */
  readonly line: number;
  readonly fields: string[];
  /**
   * The physical line where each field starts, when a quoted field spans lines; absent when every
   * field is on the record's line.
   */
  readonly fieldLines?: number[];
}

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

const State = { FieldStart: 0, Unquoted: 1, Quoted: 2, QuoteInQuoted: 3 } as const;
type State = (typeof State)[keyof typeof State];

/** Push text as it arrives; each call answers the records it completed. */
export class CsvParser {
  #state: State = State.FieldStart;
  #line = 1;
  #recordLine = 1;
  #fieldLine = 1;
  #field = '';
  #fields: string[] = [];
  #fieldLines: number[] = [];
  /** The record has something (a field separator or a character) beyond its line break. */
  #recordStarted = false;
  /** The last character was a CR: an LF right after it belongs to the same line break. */
  #afterCr = false;
  #first = true;

  /** The line the reader has reached. */
  get line(): number {
    return this.#line;
  }

  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let i = 0;
    if (this.#first && text.length > 0) {
      this.#first = false;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    // Where the next CR is (-1: none left), so the fast path checks a line for one in O(1).
    let cr = text.indexOf('\r', i);
    while (i < text.length) {
      // Whole lines at the start of a record, without a quoted line break or a lone CR, are read at once.
      while (this.#state === State.FieldStart && !this.#recordStarted && !this.#afterCr) {
        if (cr >= 0 && cr < i) cr = text.indexOf('\r', i);
        const next = this.#wholeLine(text, i, cr, out);
        if (next === i) break;
        i = next;
      }
      if (i < text.length) i = this.#untilRecordEnds(text, i, out);
    }
    return out;
  }

  /**
   * Reads character by character from `i` (a record across chunks or lines, a lone CR, a syntax
   * error to word) until a record ends or the text does; answers where it stopped.
   */
  #untilRecordEnds(text: string, from: number, out: CsvRecord[]): number {
    const records = out.length;
    let i = from;
    for (; i < text.length && out.length === records; i += 1) {
      const c = text[i] as string;
      if (this.#afterCr) {
        this.#afterCr = false;
        if (c === '\n') {
          if (this.#state === State.Quoted) this.#field += c;
          continue;
        }
      }
      switch (this.#state) {
        case State.FieldStart:
        case State.Unquoted:
          if (c === ',') {
            this.#endField();
          } else if (c === '\n' || c === '\r') {
            this.#endRecord(out);
            this.#newline(c);
            this.#recordLine = this.#line;
          } else if (c === '"' && this.#state === State.FieldStart) {
            this.#recordStarted = true;
            this.#fieldLine = this.#line;
            this.#state = State.Quoted;
          } else {
            if (this.#state === State.FieldStart) {
              this.#recordStarted = true;
              this.#fieldLine = this.#line;
              this.#state = State.Unquoted;
            }
            // A stray quote inside an unquoted field is kept as text (as spreadsheets do).
            this.#field += c;
          }
          break;
        case State.Quoted:
          if (c === '"') this.#state = State.QuoteInQuoted;
          else {
            if (c === '\n' || c === '\r') this.#newline(c);
            this.#field += c;
          }
          break;
        case State.QuoteInQuoted:
          if (c === '"') {
            this.#field += '"';
            this.#state = State.Quoted;
          } else if (c === ',') {
            this.#endField();
          } else if (c === '\n' || c === '\r') {
            this.#endRecord(out);
            this.#newline(c);
            this.#recordLine = this.#line;
          } else {
            throw new CsvSyntaxError(
              this.#line,
              `unexpected ${JSON.stringify(c)} after the closing quote of a field`,
            );
          }
          break;
      }
    }
    return i;
  }

  /**
   * Reads the line at `start` when it ends in this text (LF or CRLF) and holds no other CR and no
   * quoted field that runs past it; quoted fields in it are read as the state machine reads them.
   * Answers where the next line starts, or `start` when the line must go through the state machine
   * (which also words any syntax error).
   */
  #wholeLine(text: string, start: number, cr: number, out: CsvRecord[]): number {
    const lf = text.indexOf('\n', start);
    if (lf < 0) return start;
    const end = lf > start && text.charCodeAt(lf - 1) === 13 ? lf - 1 : lf;
    if (cr >= 0 && cr < end) return start;
    const line = this.#line;
    if (end > start) {
      const fields = splitLine(text, start, end);
      if (!fields) return start;
      out.push({ line, fields });
    }
    this.#line = line + 1;
    this.#recordLine = this.#line;
    return lf + 1;
  }

  /** The end of the input: answers the last record when the file does not end with a line break. */
  end(): CsvRecord[] {
    if (this.#state === State.Quoted) {
      throw new CsvSyntaxError(this.#fieldLine, 'a quoted field is not closed before the end of the file');
    }
    const out: CsvRecord[] = [];
    this.#endRecord(out);
    return out;
  }

  #newline(c: string) {
    this.#line += 1;
    if (c === '\r') this.#afterCr = true;
  }

  #endField() {
    if (this.#state === State.FieldStart) this.#fieldLine = this.#line;
    this.#recordStarted = true;
    this.#fields.push(this.#field);
    this.#fieldLines.push(this.#fieldLine);
    this.#field = '';
    this.#state = State.FieldStart;
  }

  #endRecord(out: CsvRecord[]) {
    if (this.#recordStarted) {
      this.#endField();
      const spans = this.#fieldLines.at(-1) !== this.#recordLine;
      out.push({
        line: this.#recordLine,
        fields: this.#fields,
        ...(spans ? { fieldLines: this.#fieldLines } : {}),
      });
    }
    this.#fields = [];
    this.#fieldLines = [];
    this.#field = '';
    this.#state = State.FieldStart;
    this.#recordStarted = false;
  }
}

const QUOTE = 34;
const COMMA = 44;

/**
 * The fields of text[start, end): a line without a line break. Undefined when a quoted field does
 * not close within it or a closing quote is followed by something other than a comma.
 */
function splitLine(text: string, start: number, end: number): string[] | undefined {
  const fields: string[] = [];
  let pos = start;
  for (;;) {
    if (pos < end && text.charCodeAt(pos) === QUOTE) {
      let value = '';
      let from = pos + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0 || close >= end) return undefined;
        value += text.slice(from, close);
        if (close + 1 < end && text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
          continue;
        }
        pos = close + 1;
        break;
      }
      fields.push(value);
      if (pos === end) return fields;
      if (text.charCodeAt(pos) !== COMMA) return undefined;
      pos += 1;
      continue;
    }
    const comma = text.indexOf(',', pos);
    if (comma < 0 || comma >= end) {
      fields.push(text.slice(pos, end));
      return fields;
    }
    fields.push(text.slice(pos, comma));
    pos = comma + 1;
  }
}

/** What the import reads: the whole text, the bytes, or a stream of either (a Node stream, a web stream). */
export type CsvInput = string | Uint8Array | AsyncIterable<string | Uint8Array>;

/** The records of `input`, one at a time; UTF-8 is decoded as it streams. */
export async function* readCsv(input: CsvInput): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk: string | Uint8Array, stream: boolean): string => {
    if (typeof chunk === 'string') return chunk;
    try {
      return decoder.decode(chunk, { stream });
    } catch {
      throw new CsvSyntaxError(parser.line, 'the file is not UTF-8 text');
    }
  };
  if (typeof input === 'string' || input instanceof Uint8Array) {
    yield* parser.push(decode(input, false));
  } else {
    for await (const chunk of input) yield* parser.push(decode(chunk, true));
    yield* parser.push(decode(new Uint8Array(0), false));
  }
  yield* parser.end();
}

/** A field as CSV writes it: quoted when it holds a quote, a comma or a line break. */
export const csvField = (text: string): string =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** CSV text with CRLF lines (as Azure and Graph write them): the header, then each row's cells by column. */
export function csvText(
  columns: readonly string[],
  rows: Iterable<Readonly<Record<string, string | number | undefined>>>,
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(String(row[c] ?? ''))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
