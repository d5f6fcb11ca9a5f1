/**
 * What a scheduled e-mail shows: the figures of a screen or a saved view as tables of plain
 * values (amounts as exact decimals in `currency`), which the e-mail writes through Intl and the
 * CSV as they are.
 */
export type FigureKind = 'text' | 'amount' | 'number' | 'percent' | 'date' | 'month';

export interface FigureColumn {
  header: string;
  kind: FigureKind;
}

export interface FigureTable {
  title: string;
  columns: FigureColumn[];
  /** One value per column: an amount as a decimal ('1234.56'), a percentage as a number ('92.4'). */
  rows: string[][];
}

export interface Figures {
  currency: string;
  /** The period the figures cover, in words ('December 2026'). */
  period: string;
  tables: FigureTable[];
  /** Why there is nothing to show, when there is nothing ('No budgets are set for this tenant.'). */
  empty?: string;
}

/** The saved view a subscription mails: whose, which report and page, and its captured state. */
export interface ViewToExport {
  tenantId: string;
  reportType: string;
  state: string;
  currency: string;
}

/**
 * The report service's export of a saved view (the figures of its page with its filters); the
 * local report host answers it offline. Undefined: the view's state is not one its report has.
 */
export type ViewExporter = (view: ViewToExport) => Promise<Figures | undefined>;
