import { availablePresetRange, type DateRangePreset, type DayRange } from '@portal/hooks/money';
import type { CostQuery } from '@portal/sdk';
import { useState } from 'react';
import { useApiQuery } from '../../../data/api-query.ts';
import { DateRangePicker } from '../../../ui/date-range-picker.tsx';
import { costApi } from '../api.ts';

/**
 * The range a cost screen shows: the user's choice, or `preset` cut to the days with data. `latest`
 * is the read that tells which days have data (its states are the screen's first states).
 */
export function useCostRange(preset: DateRangePreset) {
  const [chosen, setRange] = useState<DayRange>();
  const latest = useApiQuery(costApi.query, [{}]);
  const data = latest.data?.available;
  const available = data?.from && data.to ? { from: data.from, to: data.to } : undefined;
  const shown = chosen ?? (available ? availablePresetRange(preset, available.to, available) : undefined);
  return { latest, available, shown, setRange };
}

/**
 * A cost query over the range the screen shows (`query` without its days): asked once the days
 * with data are known, and again for each range the user picks.
 */
export function useCostsOverRange(preset: DateRangePreset, query: Omit<CostQuery, 'from' | 'to'>) {
  const range = useCostRange(preset);
  const { shown } = range;
  const result = useApiQuery(costApi.query, [{ ...query, from: shown?.from ?? '', to: shown?.to ?? '' }], {
    enabled: shown !== undefined,
  });
  return { range, result };
}

/** The date-range picker of a ranged cost screen, once the days with data are known. */
export function CostRangePicker({ label, range }: { label: string; range: ReturnType<typeof useCostRange> }) {
  if (!range.available || !range.shown) return null;
  return (
    <DateRangePicker
      label={label}
      value={range.shown}
      onChange={range.setRange}
      available={range.available}
    />
  );
}
