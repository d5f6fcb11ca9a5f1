/** A cell of the grid: row 0 is the header row, rows 1… the data rows; columns from 0. */
export interface GridPosition {
  readonly row: number;
  readonly col: number;
}

export interface GridSize {
  /** Data rows (the header row comes on top). */
  readonly rows: number;
  readonly cols: number;
  /** Rows a PageUp or PageDown moves. */
  readonly pageRows: number;
}

/**
 * Where a key moves the focus in a data grid (WAI-ARIA grid pattern): arrows by one cell, Home and
 * End to the row's first and last cell (with Ctrl: the grid's first and last cell), PageUp and
 * PageDown by a page. Undefined for keys the grid leaves alone.
 */
export function moveInGrid(
  from: GridPosition,
  key: string,
  size: GridSize,
  ctrl = false,
): GridPosition | undefined {
  const lastRow = size.rows;
  const lastCol = Math.max(0, size.cols - 1);
  const clamp = (row: number, col: number): GridPosition => ({
    row: Math.min(Math.max(row, 0), lastRow),
    col: Math.min(Math.max(col, 0), lastCol),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(from.row - 1, from.col);
    case 'ArrowDown':
      return clamp(from.row + 1, from.col);
    case 'ArrowLeft':
      return clamp(from.row, from.col - 1);
    case 'ArrowRight':
      return clamp(from.row, from.col + 1);
    case 'Home':
      return ctrl ? clamp(0, 0) : clamp(from.row, 0);
    case 'End':
      return ctrl ? clamp(lastRow, lastCol) : clamp(from.row, lastCol);
    case 'PageUp':
      return clamp(from.row - Math.max(1, size.pageRows), from.col);
    case 'PageDown':
      return clamp(from.row + Math.max(1, size.pageRows), from.col);
    default:
      return undefined;
  }
}
