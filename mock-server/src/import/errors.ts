/** Why a FOCUS file was refused; nothing of it is stored. */
export type FocusImportErrorCode =
  /** The tenant does not exist. */
  | 'unknown-tenant'
  /** The CSV itself is broken (an unclosed quote, a wrong number of fields, not UTF-8). */
  | 'bad-csv'
  /** The header lacks a mandatory column, or names one twice. */
  | 'bad-header'
  /** A value is not a number, a date, a currency code or JSON tags, or a mandatory value is empty. */
  | 'bad-value'
  /** The file has a header but no rows. */
  | 'empty';

/** A refused import: `line` and `column` name the place in the file when there is one. */
export class FocusImportError extends Error {
  readonly code: FocusImportErrorCode;
  readonly line: number | undefined;
  readonly column: string | undefined;

  constructor(code: FocusImportErrorCode, message: string, place: { line?: number; column?: string } = {}) {
    const where = [
      place.line === undefined ? undefined : `line ${place.line}`,
      place.column === undefined ? undefined : `column ${place.column}`,
    ].filter(Boolean);
    super(where.length > 0 ? `${where.join(', ')}: ${message}` : message);
    this.name = 'FocusImportError';
    this.code = code;
    this.line = place.line;
    this.column = place.column;
  }
}
