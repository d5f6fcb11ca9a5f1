import type { DayRange } from '@portal/hooks/money';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './date-range-picker.tsx';

afterEach(cleanup);

function Harness({
  initial,
  available,
  onChange,
}: {
  initial: DayRange;
  available: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateRangePicker
        label="Period"
        value={value}
        available={available}
        locale="en-US"
        onChange={(range) => {
          onChange(range);
          setValue(range);
        }}
      />
      <output>
        {value.from} to {value.to}
      </output>
    </>
  );
}

const available = { from: '2024-01-01', to: '2026-10-14' };

describe('DateRangePicker', () => {
  it('offers presets counted from the last day with data, and shows which one is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        initial={{ from: '2026-10-01', to: '2026-10-14' }}
        available={available}
        onChange={onChange}
      />,
    );
    const presets = screen.getByRole('radiogroup', { name: 'Period presets' });
    expect(within(presets).getByRole('radio', { name: 'This month' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await user.click(within(presets).getByRole('radio', { name: 'Last month' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-09-01', to: '2026-09-30' });
    expect(within(presets).getByRole('radio', { name: 'Last month' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await user.click(within(presets).getByRole('radio', { name: 'Last 3 months' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-07-01', to: '2026-09-30' });
    await user.click(within(presets).getByRole('radio', { name: 'Last 12 months' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-10-01', to: '2026-09-30' });
    await user.click(within(presets).getByRole('radio', { name: 'Year to date' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-10-14' });
    expect(screen.getByRole('status').textContent).toBe('2026-01-01 to 2026-10-14');
  });

  it('cuts presets to the days with data and disables those without any', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        initial={{ from: '2026-10-01', to: '2026-10-14' }}
        available={{ from: '2026-08-15', to: '2026-10-14' }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Last 12 months' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-08-15', to: '2026-09-30' });
    render(
      <DateRangePicker
        label="Window"
        value={{ from: '2026-10-01', to: '2026-10-14' }}
        available={{ from: '2026-10-01', to: '2026-10-14' }}
        onChange={() => {}}
      />,
    );
    const presets = screen.getByRole('radiogroup', { name: 'Window presets' });
    expect((within(presets).getByRole('radio', { name: 'Last month' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((within(presets).getByRole('radio', { name: 'This month' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('refuses a range longer than 400 days with a clear message and keeps the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        initial={{ from: '2025-09-01', to: '2026-09-30' }}
        available={available}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Period' });
    const segments = within(group).getAllByRole('spinbutton');
    // en-US: month, day, year of the start, then of the end.
    expect(segments).toHaveLength(6);
    await user.click(segments[2] as HTMLElement);
    await user.keyboard('2024');
    expect(screen.getByText('Choose at most 400 days: this range has 760.')).toBeDefined();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('2025-09-01 to 2026-09-30');
    // A preset puts things right.
    await user.click(screen.getByRole('radio', { name: 'Last 12 months' }));
    expect(screen.queryByText(/Choose at most 400 days/)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-10-01', to: '2026-09-30' });
  });

  it('opens a calendar of the range', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={{ from: '2026-10-01', to: '2026-10-14' }}
        available={available}
        onChange={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('grid')).toBeDefined();
    expect(within(dialog).getByRole('heading').textContent).toBe('October 2026');
  });
});
