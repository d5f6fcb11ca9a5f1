/**
 * The host page's markup as strings, from the view alone (no DOM, so the tests read it too).
 * Everything from the data is escaped. Charts are SVG with role img and a label that says every
 * figure, each with its figures as a table beside it; colours come from host.css (light and dark).
 */
import { type BasicFilter, checkedValues } from './filters.ts';
import { type Formatters, formatters } from './format.ts';
import type { BarsVisual, CardsVisual, ColumnsVisual, ReportField, TableVisual, Visual } from './model.ts';
import type { HostView } from './protocol.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A stable id for a visual's parts. */
const idOf = (...parts: string[]) => parts.join('-').replace(/[^A-Za-z0-9_-]/g, '_');

const DISPLAY_CLASS = ['fit-page', 'fit-width', 'actual-size'] as const;

export function renderHost(view: HostView): string {
  const { settings, definition } = view;
  const f = formatters(settings.locale, view.data?.currency ?? definition?.currency ?? 'USD');
  const classes = ['host', DISPLAY_CLASS[settings.displayOption]];
  if (settings.filterPane && definition) classes.push('with-filters');
  const nav = settings.pageNavigation && definition && view.phase === 'loaded' ? renderNavigation(view) : '';
  const pane = settings.filterPane && definition && view.phase === 'loaded' ? renderFilterPane(view) : '';
  return `<div class="${classes.join(' ')}">${renderCanvas(view, f)}${pane}${nav}</div>`;
}

function renderCanvas(view: HostView, f: Formatters): string {
  const { definition, page, data } = view;
  const busy = view.busy || view.phase === 'loading';
  let body: string;
  if (view.error) {
    body = `<div class="message" role="alert"><h1>The report could not be shown</h1><p>${escapeHtml(
      view.error.detailedMessage ?? view.error.message,
    )}</p></div>`;
  } else if (view.phase === 'waiting') {
    body = '<p class="status" role="status">Waiting for the portal to load a report…</p>';
  } else if (!definition || !page) {
    body = '<p class="status" role="status">Loading the report…</p>';
  } else {
    const heading = `<header class="page-head"><p class="report-name">${escapeHtml(definition.name)}</p><h1>${escapeHtml(
      page.displayName,
    )}</h1></header>`;
    let content: string;
    if (!data || data.page !== page.name)
      content = '<p class="status" role="status">Loading the figures…</p>';
    else if (data.empty === 'no-data' || !definition.hasData)
      content =
        '<div class="empty"><h2>No data yet</h2><p>This tenant has no cost data for this report yet.</p></div>';
    else if (data.empty === 'filtered' || data.visuals.length === 0)
      content =
        '<div class="empty"><h2>Nothing to show</h2><p>No data matches the current filters. Clear a filter to see more.</p></div>';
    else content = `<div class="visuals">${data.visuals.map((v) => renderVisual(v, f)).join('')}</div>`;
    body = heading + content;
  }
  // The page scrolls inside the frame: focusable, so keyboard users can scroll it too.
  return `<main class="canvas" tabindex="0" aria-busy="${busy}">${body}</main>`;
}

function renderVisual(visual: Visual, f: Formatters): string {
  const id = idOf('v', visual.name);
  const period =
    'period' in visual && visual.period ? `<p class="period">${escapeHtml(f.period(visual.period))}</p>` : '';
  const head = `<h2 id="${id}">${escapeHtml(visual.title)}</h2>${period}`;
  let inner: string;
  switch (visual.type) {
    case 'cards':
      inner = renderCards(visual, f);
      break;
    case 'columns':
      inner = renderColumns(visual, f, id);
      break;
    case 'bars':
      inner = renderBars(visual, f, id);
      break;
    case 'table':
      inner = renderTable(visual, f);
      break;
    case 'text':
      inner = `<p>${escapeHtml(visual.text)}</p>`;
      break;
  }
  return `<section class="visual ${visual.type}" aria-labelledby="${id}">${head}${inner}</section>`;
}

function renderCards(visual: CardsVisual, f: Formatters): string {
  const items = visual.items
    .map(
      (item) =>
        `<div class="card"><dt>${escapeHtml(item.label)}${
          item.period ? `<span class="card-period">${escapeHtml(f.period(item.period))}</span>` : ''
        }</dt><dd>${escapeHtml(f.value(item.kind, item.value))}</dd></div>`,
    )
    .join('');
  return `<dl class="cards-list">${items}</dl>`;
}

/** The ends of an axis through zero: the bars use the full height or width. */
function axisEnds(values: number[]): { low: number; high: number } {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  return { low, high: high === low ? low + 1 : high };
}

function dataTable(caption: string, headers: [string, string], rows: [string, string][]): string {
  return `<details class="data"><summary>Show the figures</summary><table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">${escapeHtml(
    headers[0],
  )}</th><th scope="col" class="num">${escapeHtml(headers[1])}</th></tr></thead><tbody>${rows
    .map(([a, b]) => `<tr><th scope="row">${escapeHtml(a)}</th><td class="num">${escapeHtml(b)}</td></tr>`)
    .join('')}</tbody></table></details>`;
}

function renderColumns(visual: ColumnsVisual, f: Formatters, id: string): string {
  const width = 720;
  const height = 260;
  const left = 8;
  const top = 24;
  const bottom = 36;
  const values = visual.points.map((p) => Number(p.value));
  const { low, high } = axisEnds(values);
  const plot = height - top - bottom;
  const y = (v: number) => top + ((high - v) / (high - low)) * plot;
  const slot = (width - left * 2) / Math.max(visual.points.length, 1);
  const bar = Math.max(4, slot * 0.62);
  const label = (p: { month: string; partial?: boolean }) =>
    `${f.month(p.month)}${p.partial ? ' (to date)' : ''}`;
  const shown = visual.points.map((p) => [label(p), f.value(visual.kind, p.value)] as [string, string]);
  const bars = visual.points
    .map((p, i) => {
      const value = Number(p.value);
      const x = left + i * slot + (slot - bar) / 2;
      const y0 = y(Math.max(0, value));
      const h = Math.max(Math.abs(y(value) - y(0)), value === 0 ? 0 : 1);
      const cx = x + bar / 2;
      return `<g><rect class="bar${p.partial ? ' partial' : ''}" x="${x.toFixed(1)}" y="${y0.toFixed(1)}" width="${bar.toFixed(
        1,
      )}" height="${h.toFixed(1)}"><title>${escapeHtml(`${label(p)}: ${f.value(visual.kind, p.value)}`)}</title></rect><text class="axis" x="${cx.toFixed(
        1,
      )}" y="${height - bottom + 16}" text-anchor="middle">${escapeHtml(f.shortMonth(p.month))}</text></g>`;
    })
    .join('');
  const max = visual.points.reduce(
    (best, p) => (Number(p.value) > Number(best.value) ? p : best),
    visual.points[0] ?? { month: '', value: '0' },
  );
  const summary = `${visual.title}: ${shown.map(([a, b]) => `${a} ${b}`).join('; ')}.`;
  const grid = `<line class="zero" x1="${left}" x2="${width - left}" y1="${y(0).toFixed(1)}" y2="${y(0).toFixed(1)}"/><text class="axis" x="${left}" y="${(
    top - 8
  ).toFixed(1)}">${escapeHtml(`Highest: ${f.value(visual.kind, max.value)}`)}</text>`;
  const partial = visual.points.find((p) => p.partial);
  const note = partial
    ? `<p class="note">The lighter bar, ${escapeHtml(f.month(partial.month))}, is the month to date.</p>`
    : '';
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(summary)}" id="${id}-chart">${grid}${bars}</svg>${note}${dataTable(
    visual.title,
    ['Month', visual.kind === 'currency' ? 'Amount' : 'Count'],
    shown,
  )}`;
}

function renderBars(visual: BarsVisual, f: Formatters, id: string): string {
  const width = 720;
  const row = 30;
  const labelWidth = 250;
  const valueWidth = 130;
  const height = Math.max(row * visual.rows.length + 8, 40);
  const values = visual.rows.map((r) => Number(r.value));
  const { low, high } = axisEnds(values);
  const plot = width - labelWidth - valueWidth - 16;
  const x = (v: number) => labelWidth + 8 + ((v - low) / (high - low)) * plot;
  const shown = visual.rows.map((r) => [r.label, f.value(visual.kind, r.value)] as [string, string]);
  const rows = visual.rows
    .map((r, i) => {
      const value = Number(r.value);
      const y = 4 + i * row;
      const x0 = Math.min(x(0), x(value));
      const w = Math.max(Math.abs(x(value) - x(0)), value === 0 ? 0 : 1);
      const name = r.label.length > 34 ? `${r.label.slice(0, 33)}…` : r.label;
      return `<g><text class="label" x="${labelWidth}" y="${y + row / 2 + 4}" text-anchor="end">${escapeHtml(name)}</text><rect class="bar" x="${x0.toFixed(
        1,
      )}" y="${y + 5}" width="${w.toFixed(1)}" height="${row - 10}"><title>${escapeHtml(`${r.label}: ${f.value(visual.kind, r.value)}`)}</title></rect><text class="value" x="${width - 4}" y="${
        y + row / 2 + 4
      }" text-anchor="end">${escapeHtml(f.value(visual.kind, r.value))}</text></g>`;
    })
    .join('');
  const summary = `${visual.title}: ${shown.map(([a, b]) => `${a} ${b}`).join('; ')}.`;
  return `<svg class="chart bars-chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(summary)}" id="${id}-chart">${rows}</svg>${dataTable(
    visual.title,
    ['Name', visual.kind === 'currency' ? 'Amount' : 'Count'],
    shown,
  )}`;
}

function renderTable(visual: TableVisual, f: Formatters): string {
  const numeric = (kind: string) => kind === 'currency' || kind === 'count';
  // The first cell of a row names it (a row header); the total row's name is its header too.
  const cells = (row: Record<string, string>) =>
    visual.columns
      .map((column, c) => {
        const raw = row[column.key] ?? '';
        const text = column.kind === 'month' && !/^\d{4}-\d{2}$/.test(raw) ? raw : f.value(column.kind, raw);
        const cls = numeric(column.kind) ? ' class="num"' : '';
        return c === 0
          ? `<th scope="row"${cls}>${escapeHtml(text)}</th>`
          : `<td${cls}>${escapeHtml(text)}</td>`;
      })
      .join('');
  const head = visual.columns
    .map((c) => `<th scope="col"${numeric(c.kind) ? ' class="num"' : ''}>${escapeHtml(c.label)}</th>`)
    .join('');
  const body = visual.rows.map((row) => `<tr>${cells(row)}</tr>`).join('');
  const foot = visual.total ? `<tfoot><tr>${cells(visual.total)}</tr></tfoot>` : '';
  return `<div class="table-wrap"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody>${foot}</table></div>`;
}

function renderNavigation(view: HostView): string {
  const pages = (view.definition?.pages ?? []).filter(
    (p) => p.visibility === 0 || p.name === view.page?.name,
  );
  const items = pages
    .map(
      (p) =>
        `<li><button type="button" id="${idOf('page', p.name)}" data-page="${escapeHtml(p.name)}"${
          p.name === view.page?.name ? ' aria-current="page"' : ''
        }>${escapeHtml(p.displayName)}</button></li>`,
    )
    .join('');
  return `<nav class="page-nav" aria-label="Report pages"><ul>${items}</ul></nav>`;
}

function describeFilter(filter: BasicFilter, fields: readonly ReportField[]): string {
  const field = fields.find((x) => x.table === filter.target.table && x.column === filter.target.column);
  const name = field?.displayName ?? filter.target.column;
  if (filter.operator === 'All') return `${name}: all`;
  const values = filter.values.map(String).join(', ');
  return filter.operator === 'In' ? `${name} is ${values}` : `${name} is not ${values}`;
}

function renderFilterPane(view: HostView): string {
  const fields = view.definition?.fields ?? [];
  const sets = fields
    .map((field, index) => {
      const checked = new Set(checkedValues(view.reportFilters, field));
      const boxes = field.values
        .map((value, v) => {
          const id = idOf('filter', String(index), String(v));
          return `<li><input type="checkbox" id="${id}" data-table="${escapeHtml(field.table)}" data-column="${escapeHtml(
            field.column,
          )}" value="${escapeHtml(value)}"${checked.has(value) ? ' checked' : ''}><label for="${id}">${escapeHtml(value)}</label></li>`;
        })
        .join('');
      const state = checked.size === 0 ? 'All' : `${checked.size} of ${field.values.length} selected`;
      return `<fieldset><legend>${escapeHtml(field.displayName)} <span class="filter-state">(${escapeHtml(state)})</span></legend>${
        field.values.length === 0 ? '<p>No values.</p>' : `<ul class="checks">${boxes}</ul>`
      }</fieldset>`;
    })
    .join('');
  const pageFilters = view.pageFilters.filter((filter) => filter.operator !== 'All');
  const pageList = pageFilters.length
    ? `<ul class="page-filters">${pageFilters.map((filter) => `<li>${escapeHtml(describeFilter(filter, fields))}</li>`).join('')}</ul>`
    : '<p>None.</p>';
  return `<aside class="filter-pane" aria-labelledby="filters-title"><h2 id="filters-title">Filters</h2><section aria-labelledby="filters-all"><h3 id="filters-all">Filters on all pages</h3>${sets}</section><section aria-labelledby="filters-page"><h3 id="filters-page">Filters on this page</h3>${pageList}</section></aside>`;
}
