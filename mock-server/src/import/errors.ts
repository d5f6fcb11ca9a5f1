/** Why a FOCUS file was refused; nothing of it is stored. */
export type FocusImportErrorCode =
  /** The tenant does not exist. */
  | 'unknown-tenant'
  /** The CSV itself is broken (an unclosed quote, a wrong number of fields, not UTF-8, broken gzip). */
  | 'bad-csv'
  /** The header lacks a mandatory column, or names one twice. */
  | 'bad-header'
  /** A value is not a number, a date, a currency code or JSON tags, or a mandatory value is empty. */
  | 'bad-value'
  /** The file has a header but no rows. */
  | 'empty'
  /** A Parquet file cannot be read (not Parquet, a broken page, a codec nobody reads). */
  | 'bad-parquet'
  /** An export folder's manifest is unreadable, lists a file that is not there, or the folder holds several. */
  | 'bad-export'
  /** The file is another FOCUS dataset (contract commitments, billing periods), not cost and usage rows. */
  | 'other-dataset';

/**
 * Where a refusal is: the file (within an export folder), the line of a CSV file or the row of a
 * Parquet file (1-based, the header not counted), and the column.
 */
export interface FocusImportPlace {
  file?: string;
  line?: number;
  row?: number;
  column?: string;
}

/** A refused import: `file`, `line` (or `row`) and `column` name the place when there is one. */
export class FocusImportError extends Error {
  readonly code: FocusImportErrorCode;
  readonly file: string | undefined;
  readonly line: number | undefined;
  readonly row: number | undefined;
  readonly column: string | undefined;
  /** What is wrong, without the place. */
  readonly reason: string;

  constructor(code: FocusImportErrorCode, reason: string, place: FocusImportPlace = {}) {
    const where = [
      place.file,
      place.line === undefined ? undefined : `line ${place.line}`,
      place.row === undefined ? undefined : `row ${place.row}`,
      place.column === undefined ? undefined : `column ${place.column}`,
    ].filter(Boolean);
    super(where.length > 0 ? `${where.join(', ')}: ${reason}` : reason);
    this.name = 'FocusImportError';
    this.code = code;
    this.file = place.file;
    this.line = place.line;
    this.row = place.row;
    this.column = place.column;
    this.reason = reason;
  }

  /**
   * The same refusal placed in `file` (a file of an export folder; none for a lone file), its
   * line a Parquet row when the file counts rows (a header's line 0 is then no place at all).
   */
  within(file: string | undefined, position: 'line' | 'row'): FocusImportError {
    if (file === undefined && position === 'line') return this;
    const rows = position === 'row' && this.line !== undefined;
    return new FocusImportError(this.code, this.reason, {
      file: this.file ?? file,
      line: rows ? undefined : this.line,
      row: rows && (this.line as number) > 0 ? this.line : this.row,
      column: this.column,
    });
  }
}
