import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryState } from './query-state.tsx';

afterEach(cleanup);

const answered = <T,>(data: T) =>
  ({ isPending: false, isError: false, error: null, data, refetch: async () => undefined }) as never;

const daily = { from: 'USD', to: 'EUR', rate: '0.948497', asOf: '2026-11-20', basis: 'daily' as const };

describe('QueryState', () => {
  it('states the rate converted amounts used, once for a view inside a view with the same rate', () => {
    render(
      <QueryState query={answered({ exchangeRate: daily, total: '1.00' })} what="Cost">
        {() => (
          <QueryState query={answered({ exchangeRate: daily, rows: [] })} what="Rows">
            {() => <p>figures</p>}
          </QueryState>
        )}
      </QueryState>,
    );
    expect(
      screen.getAllByText(
        "Amounts converted from USD to EUR at each day's reference rate; the latest, of 2026-11-20, is 0.948497 EUR per USD.",
      ),
    ).toHaveLength(1);
    expect(screen.getByText('figures')).toBeTruthy();
  });

  it('says nothing of a rate when the amounts were not converted', () => {
    render(
      <QueryState query={answered({ total: '1.00' })} what="Cost">
        {() => <p>figures</p>}
      </QueryState>,
    );
    expect(screen.queryByText(/Amounts converted/)).toBeNull();
  });
});
