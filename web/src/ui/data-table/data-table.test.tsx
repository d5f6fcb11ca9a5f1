import { useTableController } from '@portal/hooks/react';
import type { TableColumn } from '@portal/hooks/tables';
import { ApiError } from '@portal/sdk';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './data-table.tsx';

interface Cost {
  id: string;
  service: string;
  region: string;
  cost: string;
}

const columns: TableColumn<Cost>[] = [
  { id: 'service', header: 'Service', value: (r) => r.service },
  { id: 'region', header: 'Region', value: (r) => r.region },
  { id: 'cost', header: 'Cost', kind: 'amount', currency: 'EUR', value: (r) => r.cost },
];

const few: Cost[] = [
  { id: 'a', service: 'Storage', region: 'westeurope', cost: '1234.5' },
  { id: 'b', service: 'Virtual Machines', region: 'northeurope', cost: '99.99' },
  { id: 'c', service: '=cmd', region: 'eastus', cost: '-5' },
  { id: 'd', service: 'App Service', region: 'westeurope', cost: '10' },
];

function Harness({
  rows,
  ...props
}: { rows: readonly Cost[] } & Omit<DataTableProps<Cost>, 'table' | 'label'>) {
  const { table } = useTableController({ columns, rows, locale: 'en-US' });
  return <DataTable table={table} label="Cost by resource" locale="en-US" {...props} />;
}

/** The aria-rowindex of the row holding an element. */
const rowIndexOf = (element: Element | null) =>
  screen
    .getAllByRole('row')
    .find((row) => element !== null && row.contains(element))
    ?.getAttribute('aria-rowindex');
const bodyRows = () => screen.getAllByRole('row').slice(1);
const texts = (rows: HTMLElement[]) =>
  rows.map((row) =>
    within(row)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent),
  );

let downloads: { name: string; text: Promise<string> }[] = [];
beforeEach(() => {
  downloads = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:portal/1';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, text: (blob as Blob).text() });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * jsdom has no layout: heights come from inline styles and scrolling moves a stored offset, so the
 * virtualiser can scroll a row into view as in a browser.
 */
function emulateScrolling() {
  const offsets = new WeakMap<Element, number>();
  const px = (element: HTMLElement) => Number.parseFloat(element.style.height) || 0;
  const proto = HTMLElement.prototype;
  vi.spyOn(proto, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return px(this);
  });
  vi.spyOn(proto, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    const inner = [...this.querySelectorAll<HTMLElement>('[role="rowgroup"]')].map(px);
    return Math.max(
      px(this),
      inner.reduce((sum, height) => sum + height, 0),
    );
  });
  vi.spyOn(proto, 'scrollTop', 'get').mockImplementation(function (this: HTMLElement) {
    return offsets.get(this) ?? 0;
  });
  proto.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    offsets.set(this, typeof options === 'object' ? (options.top ?? 0) : 0);
    this.dispatchEvent(new Event('scroll'));
  } as HTMLElement['scrollTo'];
}

describe('DataTable', () => {
  it('shows the rows with amounts formatted in the column’s currency, and the counts', () => {
    render(<Harness rows={few} />);
    const grid = screen.getByRole('grid', { name: 'Cost by resource' });
    expect(grid.getAttribute('aria-rowcount')).toBe('5');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Service',
      'Region',
      'Cost',
    ]);
    expect(texts(bodyRows())[0]).toEqual(['Storage', 'westeurope', '€1,234.50']);
    expect(screen.getByRole('status').textContent).toBe('Showing 4 of 4');
  });

  it('sorts by pressing a header (aria-sort), Shift adds a second column', async () => {
    const user = userEvent.setup();
    render(<Harness rows={few} />);
    const cost = screen.getByRole('columnheader', { name: 'Cost' });
    expect(cost.getAttribute('aria-sort')).toBe('none');
    await user.click(within(cost).getByRole('button', { name: 'Cost' }));
    expect(cost.getAttribute('aria-sort')).toBe('ascending');
    expect(texts(bodyRows()).map((r) => r[2])).toEqual(['-€5.00', '€10.00', '€99.99', '€1,234.50']);
    await user.click(within(cost).getByRole('button', { name: 'Cost' }));
    expect(cost.getAttribute('aria-sort')).toBe('descending');
    expect(texts(bodyRows()).map((r) => r[2])).toEqual(['€1,234.50', '€99.99', '€10.00', '-€5.00']);

    const region = screen.getByRole('columnheader', { name: 'Region' });
    await user.click(within(region).getByRole('button', { name: 'Region' }));
    await user.keyboard('{Shift>}');
    await user.click(within(cost).getByRole('button', { name: /Cost/ }));
    await user.keyboard('{/Shift}');
    expect(region.getAttribute('aria-sort')).toBe('ascending');
    expect(within(cost).getByRole('button').textContent).toContain('sort 2, ascending');
    expect(texts(bodyRows()).map((r) => `${r[1]} ${r[2]}`)).toEqual([
      'eastus -€5.00',
      'northeurope €99.99',
      'westeurope €10.00',
      'westeurope €1,234.50',
    ]);
  });

  it('filters per column and searches, with the counts following', async () => {
    const user = userEvent.setup();
    render(<Harness rows={few} />);
    await user.type(screen.getByRole('textbox', { name: 'Filter Region' }), 'west');
    expect(texts(bodyRows()).map((r) => r[0])).toEqual(['Storage', 'App Service']);
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 4');
    await user.type(screen.getByRole('textbox', { name: 'Filter Cost' }), '>100');
    expect(texts(bodyRows()).map((r) => r[0])).toEqual(['Storage']);
    await user.clear(screen.getByRole('textbox', { name: 'Filter Cost' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Cost by resource' }), 'app');
    expect(texts(bodyRows()).map((r) => r[0])).toEqual(['App Service']);
    await user.type(screen.getByRole('searchbox', { name: 'Search Cost by resource' }), 'zzz');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByText('No rows match the search and filters.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows()).toHaveLength(4);
  });

  it('hides a column from the Columns menu', async () => {
    const user = userEvent.setup();
    render(<Harness rows={few} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('menu', { name: 'Columns' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Region' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Region' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Service', 'Cost']);
    expect(screen.queryByRole('textbox', { name: 'Filter Region' })).toBeNull();
    expect(screen.getByRole('grid').getAttribute('aria-colcount')).toBe('2');
  });

  it('moves the focus with arrows, Home/End and PageUp/PageDown (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(<Harness rows={few} />);
    const grid = screen.getByRole('grid');
    const focusable = () => [...grid.querySelectorAll('[tabindex="0"]')];
    expect(focusable()).toHaveLength(1);
    await user.click(screen.getByRole('searchbox'));
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(grid).getByRole('button', { name: 'Service' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Storage');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('€1,234.50');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Storage');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('€1,234.50');
    await user.keyboard('{PageDown}');
    expect(document.activeElement?.textContent).toBe('€10.00');
    expect(rowIndexOf(document.activeElement)).toBe('5');
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toBe(within(grid).getByRole('button', { name: 'Cost' }));
    expect(focusable()).toEqual([document.activeElement]);
  });

  it('virtualises 100,000 rows and keeps aria-rowindex right while moving down', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      id: String(i),
      service: `Service ${i}`,
      region: 'westeurope',
      cost: `${i}.00`,
    }));
    emulateScrolling();
    render(<Harness rows={many} height={400} rowHeight={40} />);
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('100001');
    expect(screen.getByRole('status').textContent).toBe('Showing 100,000 of 100,000');
    expect(bodyRows().length).toBeLessThan(40);
    await user.click(screen.getAllByRole('gridcell')[0] as HTMLElement);
    await user.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{ArrowDown}');
    // Five pages of nine rows and one row down from the first row, once it has scrolled into view.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Service 46'));
    expect(rowIndexOf(document.activeElement)).toBe('48');
    await user.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('€99,999.00'));
    expect(rowIndexOf(document.activeElement)).toBe('100001');
    expect(bodyRows().length).toBeLessThan(40);
  });

  it('exports exactly the shown rows and columns as CSV, and revokes the URL', async () => {
    const user = userEvent.setup();
    render(<Harness rows={few} />);
    await user.click(within(screen.getByRole('columnheader', { name: 'Cost' })).getByRole('button'));
    await user.click(within(screen.getByRole('columnheader', { name: 'Cost' })).getByRole('button'));
    await user.type(screen.getByRole('textbox', { name: 'Filter Cost' }), '<1000');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Region' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toBe('cost-by-resource.csv');
    const csv = await (downloads[0] as { text: Promise<string> }).text;
    const shown = texts(bodyRows()).map((r) => r[0]);
    expect(shown).toEqual(['Virtual Machines', 'App Service', '=cmd']);
    expect(csv).toBe("Service,Cost (EUR)\r\nVirtual Machines,99.99\r\nApp Service,10\r\n'=cmd,-5\r\n");
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
  });

  it('shows the request layer’s loading and error states, and the empty text', async () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <Harness rows={[]} query={{ isPending: true, isError: false, error: null, refetch }} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading cost by resource' })).toBeDefined();
    rerender(
      <Harness
        rows={[]}
        query={{
          isPending: false,
          isError: true,
          error: new ApiError(500, { title: 'Internal Server Error', status: 500 }),
          refetch,
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Cost by resource could not be loaded. Internal Server Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
    rerender(<Harness rows={[]} empty="No costs in this period." />);
    expect(screen.getByText('No costs in this period.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
