/**
 * A scheduled e-mail: its figures as tables in the text and HTML bodies (amounts through Intl in
 * the subscription's currency), each table's CSV attached (plain decimals, an amount's header
 * naming its currency), a link to the page, and the unsubscribe link (also as List-Unsubscribe
 * with one-click POST, RFC 8058).
 */

import type { MailAttachment } from '../data/outbox-repository.ts';
import { escapeHtml } from '../domain/escape-html.ts';
import { FREQUENCY_WORDS, type Frequency } from '../domain/subscriptions/schedule.ts';
import type { FigureColumn, Figures, FigureTable } from './figures.ts';

export interface ScheduledMailContext {
  name: string;
  frequency: Frequency;
  tenantName: string;
  /** The page's address in the portal. */
  link: string;
  /** The portal's unsubscribe page for this subscription. */
  unsubscribePage: string;
  /** The address a mail client posts `List-Unsubscribe=One-Click` to. */
  unsubscribePost: string;
}

/** A spreadsheet would read a cell starting with one of these as a formula (CSV injection). */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function csvField(value: string): string {
  const safe = FORMULA.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV of one table (RFC 4180, CRLF): what the screen's own 'Download CSV' writes. */
export function tableCsv(table: FigureTable, currency: string): string {
  const header = table.columns.map((c) => (c.kind === 'amount' ? `${c.header} (${currency})` : c.header));
  return `${[header, ...table.rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A value as the screen shows it: money through Intl, a percentage with its sign, a month in words. */
export function shownValue(value: string, column: FigureColumn, currency: string): string {
  if (value === '') return '';
  if (column.kind === 'amount' && NUMBER.test(value))
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
      value as Intl.StringNumericLiteral,
    );
  if (column.kind === 'percent') return `${value}%`;
  if (column.kind === 'month' && /^\d{4}-\d{2}$/.test(value))
    return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}-01T00:00:00Z`),
    );
  return value;
}

const fileName = (name: string, table: FigureTable, many: boolean) =>
  `${[name, ...(many ? [table.title] : [])]
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;

function textTable(table: FigureTable, currency: string): string[] {
  const lines = [table.title];
  for (const row of table.rows) {
    lines.push(
      `- ${row.map((value, i) => `${table.columns[i]?.header}: ${shownValue(value, table.columns[i] as FigureColumn, currency)}`).join('; ')}`,
    );
  }
  return lines;
}

function htmlTable(table: FigureTable, currency: string): string {
  const numeric = (c: FigureColumn) => c.kind === 'amount' || c.kind === 'number' || c.kind === 'percent';
  const head = table.columns
    .map((c) => `<th align="${numeric(c) ? 'right' : 'left'}" scope="col">${escapeHtml(c.header)}</th>`)
    .join('');
  const body = table.rows
    .map(
      (row) =>
        `<tr>${row
          .map((value, i) => {
            const column = table.columns[i] as FigureColumn;
            return `<td align="${numeric(column) ? 'right' : 'left'}">${escapeHtml(shownValue(value, column, currency))}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('');
  return `<table cellpadding="4" style="border-collapse:collapse"><caption align="left"><strong>${escapeHtml(table.title)}</strong></caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function scheduledMail(figures: Figures, ctx: ScheduledMailContext) {
  const subject = `${ctx.name}${figures.period ? `, ${figures.period}` : ''} (${ctx.tenantName})`;
  const intro = `${ctx.name} of ${ctx.tenantName}${figures.period ? ` for ${figures.period}` : ''}, in ${figures.currency}.`;
  const why = `You get this e-mail ${FREQUENCY_WORDS[ctx.frequency]} because you subscribed to ${ctx.name} in the portal.`;
  const tables = figures.empty ? [] : figures.tables;
  const text = [
    intro,
    '',
    ...(figures.empty ? [figures.empty] : tables.flatMap((t) => [...textTable(t, figures.currency), ''])),
    '',
    `See it in the portal: ${ctx.link}`,
    '',
    why,
    `Unsubscribe: ${ctx.unsubscribePage}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(intro)}</p>`,
    figures.empty
      ? `<p>${escapeHtml(figures.empty)}</p>`
      : tables.map((t) => htmlTable(t, figures.currency)).join('<br>'),
    `<p><a href="${escapeHtml(ctx.link)}">See it in the portal</a></p>`,
    `<p style="color:#555">${escapeHtml(why)} <a href="${escapeHtml(ctx.unsubscribePage)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('');
  const attachments: MailAttachment[] = tables.map((t) => ({
    filename: fileName(ctx.name, t, tables.length > 1),
    contentType: 'text/csv; charset=utf-8',
    content: tableCsv(t, figures.currency),
  }));
  const headers = {
    'List-Unsubscribe': `<${ctx.unsubscribePost}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { subject, text, html, attachments, headers };
}
