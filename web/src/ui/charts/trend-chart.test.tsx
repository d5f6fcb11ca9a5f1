import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TrendChart } from './trend-chart.tsx';

afterEach(cleanup);

const months = [
  { period: '2026-01', amount: '1000.00' },
  { period: '2026-02', amount: '950.10' },
  { period: '2026-03', amount: '12345.67' },
  { period: '2026-04', amount: '950.10' },
  { period: '2026-05', amount: '1042.00' },
];

describe('TrendChart', () => {
  it('is a figure named by its title and described by its summary', () => {
    render(
      <TrendChart
        title="Monthly cost"
        series={[{ name: 'Cost', points: months }]}
        currency="USD"
        locale="en-US"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Monthly cost' });
    expect(within(figure).getByRole('heading', { name: 'Monthly cost', level: 3 })).toBeDefined();
    const summary =
      'Highest in March 2026 ($12,345.67), lowest in February 2026 ($950.10), up 4.2% over the period. ' +
      'Total $16,287.87, $3,257.57 a month on average.';
    expect(within(figure).getByText(summary)).toBeDefined();
    expect(figure.getAttribute('aria-describedby')).toBe(within(figure).getByText(summary).id);
    // The graphic repeats the table for sighted users; assistive technology reads the summary and table.
    expect(figure.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('states the exact total it is given rather than the sum of the rounded points', () => {
    render(
      <TrendChart
        title="Monthly cost"
        series={[{ name: 'Cost', points: months }]}
        total="16287.89"
        currency="USD"
        locale="en-US"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Monthly cost' });
    expect(within(figure).getByText(/Total \$16,287\.89, \$3,257\.58 a month on average\./)).toBeDefined();
  });

  it('shows a table with the exact figures on request, and the chart again', async () => {
    const user = userEvent.setup();
    render(
      <TrendChart
        title="Monthly cost"
        series={[{ name: 'Cost', points: months }]}
        currency="USD"
        locale="en-US"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Monthly cost' });
    expect(within(figure).queryByRole('table')).toBeNull();
    await user.click(within(figure).getByRole('button', { name: 'Show as table' }));
    const table = within(figure).getByRole('table', { name: 'Monthly cost' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Month', 'Cost'],
      ['January 2026', '$1,000.00'],
      ['February 2026', '$950.10'],
      ['March 2026', '$12,345.67'],
      ['April 2026', '$950.10'],
      ['May 2026', '$1,042.00'],
      ['Total', '$16,287.87'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'March 2026' })).toBeDefined();
    await user.click(within(figure).getByRole('button', { name: 'Show as chart' }));
    expect(within(figure).queryByRole('table')).toBeNull();
    expect(within(figure).getByRole('button', { name: 'Show as table' })).toBeDefined();
  });

  it('keeps amounts exact where floats would round', async () => {
    const user = userEvent.setup();
    const days = [
      { period: '2026-10-01', amount: '90071992547409.91' },
      { period: '2026-10-02', amount: '0.02' },
    ];
    render(
      <TrendChart
        title="Daily cost"
        series={[{ name: 'Cost', points: days }]}
        currency="USD"
        locale="en-US"
      />,
    );
    expect(
      screen.getByText(/Total \$90,071,992,547,409\.93, \$45,035,996,273,704\.97 a day on average\./),
    ).toBeDefined();
    // From one day to the next the change is mostly noise: said for months only, unless asked for.
    expect(
      screen.getByText(
        /^Highest on Oct 1, 2026 \(\$90,071,992,547,409\.91\), lowest on Oct 2, 2026 \(\$0\.02\)\. Total/,
      ),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('cell', { name: '$90,071,992,547,409.91' })).toBeDefined();
    expect(screen.getByRole('columnheader', { name: 'Day' })).toBeDefined();
  });

  it('names several series in a legend, the summary and the table', async () => {
    const user = userEvent.setup();
    render(
      <TrendChart
        title="Actual and forecast"
        type="line"
        currency="EUR"
        locale="en-US"
        series={[
          { name: 'Actual', points: months.slice(0, 3) },
          {
            name: 'Forecast',
            dashed: true,
            points: [
              { period: '2026-03', amount: '12345.67' },
              { period: '2026-04', amount: '1200.00' },
              { period: '2026-05', amount: '1000.00' },
            ],
          },
        ]}
      />,
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Actual', 'Forecast']);
    expect(
      screen.getByText(
        /^Actual: highest in March 2026 \(€12,345\.67\), lowest in February 2026 \(€950\.10\), up 1,134\.6% over the period\. .* Forecast: highest in March 2026 \(€12,345\.67\), lowest in May 2026 \(€1,000\.00\), down 91\.9% over the period\./,
      ),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = screen
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows[0]).toEqual(['Month', 'Actual', 'Forecast']);
    expect(rows[1]).toEqual(['January 2026', '€1,000.00', '–']);
    expect(rows[5]).toEqual(['May 2026', '–', '€1,000.00']);
  });

  it('stacks categories with a total per period and names the largest', async () => {
    const user = userEvent.setup();
    render(
      <TrendChart
        title="Cost by category"
        stacked
        currency="USD"
        locale="en-US"
        series={[
          {
            name: 'Compute',
            points: [
              { period: '2026-01', amount: '300.00' },
              { period: '2026-02', amount: '400.00' },
            ],
          },
          {
            name: 'Storage',
            points: [
              { period: '2026-01', amount: '100.00' },
              { period: '2026-02', amount: '0.10' },
            ],
          },
        ]}
      />,
    );
    expect(
      screen.getByText(
        'All together: highest in February 2026 ($400.10), lowest in January 2026 ($400.00), up less than 0.1% over the period. ' +
          'Total $800.10, $400.05 a month on average. Largest: Compute ($700.00, 87.5% of the total).',
      ),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = screen
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Month', 'Compute', 'Storage', 'Total'],
      ['January 2026', '$300.00', '$100.00', '$400.00'],
      ['February 2026', '$400.00', '$0.10', '$400.10'],
      ['Total', '$700.00', '$100.10', '$800.10'],
    ]);
  });

  it('gives no total or average of running totals', async () => {
    const user = userEvent.setup();
    render(
      <TrendChart
        title="Consumed so far"
        type="line"
        additive={false}
        currency="USD"
        locale="en-US"
        series={[
          {
            name: 'Consumed',
            points: [
              { period: '2026-01', amount: '100.00' },
              { period: '2026-02', amount: '250.00' },
            ],
          },
        ]}
      />,
    );
    expect(
      screen.getByText(
        'Highest in February 2026 ($250.00), lowest in January 2026 ($100.00), up 150% over the period.',
      ),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    // The table is shown, with the months and no Total row (a null query alone would also hold
    // with no table at all).
    const rows = screen
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Month', 'Consumed'],
      ['January 2026', '$100.00'],
      ['February 2026', '$250.00'],
    ]);
    expect(screen.queryByRole('rowheader', { name: 'Total' })).toBeNull();
  });

  it('can be named by a heading outside it', () => {
    render(
      <section aria-labelledby="card-title">
        <h2 id="card-title">Daily cost</h2>
        <TrendChart
          title="Daily cost"
          labelledBy="card-title"
          series={[{ name: 'Cost', points: [] }]}
          currency="USD"
        />
      </section>,
    );
    expect(screen.getByRole('figure', { name: 'Daily cost' })).toBeDefined();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('No amounts in this period.')).toBeDefined();
  });
});
