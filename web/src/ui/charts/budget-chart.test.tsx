import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BudgetChart } from './budget-chart.tsx';

afterEach(cleanup);

const months = [
  { period: '2026-01', actual: '900.00', budget: '1000.00' },
  { period: '2026-02', actual: '1100.00', budget: '1000.00' },
  { period: '2026-03', actual: '1000.00', budget: '1000.00' },
  { period: '2026-04', actual: '1500.01', budget: '1200.00' },
  { period: '2026-05', actual: '50.00', budget: undefined },
];

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('BudgetChart', () => {
  it('names the months over budget in words', () => {
    render(<BudgetChart title="Budget" months={months} currency="USD" locale="en-US" />);
    const figure = screen.getByRole('figure', { name: 'Budget' });
    expect(
      within(figure).getByText(
        '2 of 4 months over budget: February 2026 ($100.00 over) and April 2026 ($300.01 over). ' +
          'In the months with a budget, $4,500.01 against $4,200.00 (107.1% used).',
      ),
    ).toBeDefined();
    const legend = within(figure).getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Actual', 'Budget', 'Over budget']);
    // Over-budget bars carry the word, not only the colour and pattern.
    expect(
      [...(figure.querySelectorAll('svg text') ?? [])].filter((t) => t.textContent === 'Over'),
    ).toHaveLength(2);
  });

  it('shows actual, budget, difference and status as a table', async () => {
    const user = userEvent.setup();
    render(<BudgetChart title="Budget" months={months} currency="USD" locale="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getAllByRole('row').map(cells)).toEqual([
      ['Month', 'Actual', 'Budget', 'Difference', 'Status'],
      ['January 2026', '$900.00', '$1,000.00', '-$100.00', 'Within budget'],
      ['February 2026', '$1,100.00', '$1,000.00', '$100.00', 'Over budget'],
      ['March 2026', '$1,000.00', '$1,000.00', '$0.00', 'Within budget'],
      ['April 2026', '$1,500.01', '$1,200.00', '$300.01', 'Over budget'],
      ['May 2026', '$50.00', '–', '–', 'No budget'],
      ['Total', '$4,550.01', '$4,200.00', '$300.01', '2 over budget'],
    ]);
  });

  it('says when no month is over budget, or no budget is set', () => {
    const { unmount } = render(
      <BudgetChart
        title="Budget"
        months={[{ period: '2026-01', actual: '10.00', budget: '20.00' }]}
        currency="USD"
        locale="en-US"
      />,
    );
    expect(
      screen.getByText(
        'No month over budget (1 with a budget). In the months with a budget, $10.00 against $20.00 (50% used).',
      ),
    ).toBeDefined();
    unmount();
    render(
      <BudgetChart
        title="Budget"
        months={[{ period: '2026-01', actual: '10.00', budget: undefined }]}
        currency="USD"
        locale="en-US"
      />,
    );
    expect(screen.getByText('No budget set. Actual cost $10.00.')).toBeDefined();
  });
});
