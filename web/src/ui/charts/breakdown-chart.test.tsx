import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BreakdownChart } from './breakdown-chart.tsx';

afterEach(cleanup);

const services = [
  { group: 'Virtual Machines', amount: '12450.30' },
  { group: 'Storage', amount: '3000.00' },
  { group: 'SQL Database', amount: '1999.70' },
];

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('BreakdownChart', () => {
  it('lists each group with its bar, amount and share, and says the largest in words', () => {
    render(
      <BreakdownChart
        title="Top services"
        groups={services}
        total="19450.00"
        restName="Other services"
        currency="USD"
        locale="en-US"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Top services' });
    expect(
      within(figure).getByText(
        'Largest: Virtual Machines ($12,450.30, 64% of $19,450.00). Next: Storage ($3,000.00, 15.4%). Other services: $2,000.00, 10.3%.',
      ),
    ).toBeDefined();
    const items = within(figure).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Virtual Machines$12,450.3064%',
      'Storage$3,000.0015.4%',
      'SQL Database$1,999.7010.3%',
      'Other services$2,000.0010.3%',
    ]);
  });

  it('shows the same figures as a table on request', async () => {
    const user = userEvent.setup();
    render(
      <BreakdownChart
        title="Cost by subscription"
        groups={services}
        groupHeader="Subscription"
        currency="USD"
        locale="en-US"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Cost by subscription' });
    await user.click(within(figure).getByRole('button', { name: 'Show as table' }));
    const table = within(figure).getByRole('table', { name: 'Cost by subscription' });
    expect(within(table).getAllByRole('row').map(cells)).toEqual([
      ['Subscription', 'Cost', 'Share'],
      ['Virtual Machines', '$12,450.30', '71.3%'],
      ['Storage', '$3,000.00', '17.2%'],
      ['SQL Database', '$1,999.70', '11.5%'],
      ['Total', '$17,450.00', '100%'],
    ]);
    expect(within(figure).queryByRole('list')).toBeNull();
  });

  it('leaves out the rest when the groups already hold everything but rounding', () => {
    render(
      <BreakdownChart
        title="Top"
        groups={services}
        total="17450.02"
        showRest={false}
        currency="USD"
        locale="en-US"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(
      screen.getByText(
        'Largest: Virtual Machines ($12,450.30, 71.3% of $17,450.02). Next: Storage ($3,000.00, 17.2%).',
      ),
    ).toBeDefined();
  });

  it('says when there is nothing to break down', () => {
    render(<BreakdownChart title="By tag" groups={[]} currency="USD" />);
    expect(screen.getByText('Nothing to break down.')).toBeDefined();
  });
});
