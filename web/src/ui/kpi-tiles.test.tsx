import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeDirection, KpiTiles } from './kpi-tiles.tsx';

afterEach(cleanup);

describe('KpiTiles', () => {
  it('renders a description list of labels with their value, change in words and note', () => {
    render(
      <KpiTiles
        tiles={[
          {
            label: 'Cost in October 2026',
            value: '$19,450.00',
            note: 'Effective cost, commitments amortised',
          },
          {
            label: 'Change from September 2026',
            value: '$1,339.90',
            change: { direction: 'up', text: '7.4%', tone: 'bad' },
          },
          {
            label: 'Savings',
            value: '$12.00',
            change: { direction: 'down', text: '50% from September', tone: 'bad' },
          },
          { label: 'Licences', value: '40', change: { direction: 'flat', text: '' } },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Cost in October 2026', 'Change from September 2026', 'Savings', 'Licences']);
    const tile = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(
      within(tile('Cost in October 2026'))
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['$19,450.00', 'Effective cost, commitments amortised']);
    // The direction is in words; the arrow is hidden from assistive technology.
    const change = within(tile('Change from September 2026')).getByText('Up 7.4%');
    expect(change.querySelector('[aria-hidden="true"]')?.textContent).toBe('▲');
    expect(within(tile('Savings')).getByText('Down 50% from September')).toBeDefined();
    expect(within(tile('Licences')).getByText('No change')).toBeDefined();
  });

  it('tells the direction of an exact change', () => {
    expect(changeDirection('1339.90')).toBe('up');
    expect(changeDirection('-0.01')).toBe('down');
    expect(changeDirection('0.00')).toBe('flat');
    expect(changeDirection('-0.00')).toBe('flat');
  });
});
