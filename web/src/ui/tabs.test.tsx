import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const ITEMS = [
  { id: 'Summary', label: 'Summary', description: 'The month at a glance' },
  { id: 'Invoices', label: 'Invoices' },
  { id: 'Budgets', label: 'Budgets' },
];

function Example({ initial = 'Summary' }: { initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Cost overview tabs"
        items={ITEMS}
        selected={selected}
        onSelect={setSelected}
        classNames={{ list: 'list', tab: 'tab', panel: 'panel', tooltip: 'tooltip' }}
      >
        {(item) => <p>Content of {item.label}</p>}
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  it('names the list, marks the selected tab and shows only its panel, labelled by it', () => {
    render(<Example initial="Invoices" />);
    expect(screen.getByRole('tablist', { name: 'Cost overview tabs' })).toBeTruthy();
    const invoices = screen.getByRole('tab', { name: 'Invoices' });
    expect(invoices.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Invoices' });
    expect(panel.textContent).toBe('Content of Invoices');
    expect(invoices.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('is one tab stop: Tab reaches the selected tab, then the panel', async () => {
    const user = userEvent.setup();
    render(<Example initial="Invoices" />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Invoices' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('arrows move and select, wrapping at the ends; Home and End go to the first and last', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Invoices', selected: true }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Content of Invoices');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Summary', selected: true }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Budgets', selected: true }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Summary', selected: true }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Budgets', selected: true }));
    expect(screen.getByRole('tab', { name: 'Budgets' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Summary' }).tabIndex).toBe(-1);
  });

  it('a click selects a tab', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Budgets' }));
    expect(screen.getByRole('tabpanel', { name: 'Budgets' }).textContent).toBe('Content of Budgets');
  });
});
