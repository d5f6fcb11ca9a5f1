import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  availablePresetRange,
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  type DateRangeProblem,
  type DayRange,
  dateTimeFormat,
  MAX_RANGE_DAYS,
  matchingPreset,
  validateRange,
} from '@portal/hooks/money';
import { useState } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  RangeCalendar,
  type RangeValue,
  Text,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import * as styles from './date-range-picker.css.ts';
import { Icon } from './icons.tsx';
import { Popover } from './popover.tsx';

export const PRESET_LABELS: Record<DateRangePreset, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-3-months': 'Last 3 months',
  'last-12-months': 'Last 12 months',
  'year-to-date': 'Year to date',
};

export interface DateRangePickerProps {
  /** Names the field (and, with ' presets', the preset buttons). */
  label: string;
  /** The chosen range, ISO days ('YYYY-MM-DD'), both ends included. */
  value: DayRange;
  /** Called with a range that passed every rule; a refused range is never handed out. */
  onChange: (range: DayRange) => void;
  /** The days that have data: the calendar offers only these, and presets are cut to them. */
  available: DayRange;
  /** The day the presets count from (default `available.to`, the last day with data). */
  today?: string;
  /** The longest range allowed (default 400 days). */
  maxDays?: number;
  /** The presets offered, in order (default all five). */
  presets?: readonly DateRangePreset[];
  /** A hint under the field. */
  description?: string;
  /** Intl locale of the day names in messages (default the user's). */
  locale?: string;
}

const dayName = (day: string, locale?: string) =>
  dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Why a range is refused, in words. */
export function rangeProblemText(problem: DateRangeProblem, locale?: string): string {
  switch (problem.code) {
    case 'invalid-day':
      return 'Enter a start and an end day.';
    case 'reversed':
      return 'The start day must not be after the end day.';
    case 'before-available':
      return `There is no data before ${dayName(problem.min, locale)}: choose that day or a later one.`;
    case 'after-available':
      return `There is no data after ${dayName(problem.max, locale)}: choose that day or an earlier one.`;
    case 'too-long':
      return `Choose at most ${problem.max} days: this range has ${problem.days}.`;
  }
}

const toCalendar = (range: DayRange): RangeValue<CalendarDate> | null => {
  try {
    return { start: parseDate(range.from), end: parseDate(range.to) };
  } catch {
    return null;
  }
};

/**
 * A date range on react-aria's DateRangePicker (typed day segments plus a calendar popover), with
 * preset buttons, bounded by the days that have data. A range longer than `maxDays` (400), outside
 * the data or reversed is refused with a message and not passed on; the field keeps what the user
 * typed so it can be corrected.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  available,
  today,
  maxDays = MAX_RANGE_DAYS,
  presets = DATE_RANGE_PRESETS,
  description,
  locale,
}: DateRangePickerProps) {
  const reference = today ?? available.to;
  // What the field shows while it holds a refused range; null: the value.
  const [draft, setDraft] = useState<RangeValue<CalendarDate> | null | undefined>(undefined);
  const [problem, setProblem] = useState<DateRangeProblem | undefined>(undefined);

  const accept = (range: DayRange) => {
    setDraft(undefined);
    setProblem(undefined);
    if (range.from !== value.from || range.to !== value.to) onChange(range);
  };

  const onPicked = (picked: RangeValue<CalendarDate> | null) => {
    if (!picked) {
      setDraft(null);
      setProblem({ code: 'invalid-day', day: '' });
      return;
    }
    const range = { from: picked.start.toString(), to: picked.end.toString() };
    const refused = validateRange(range, { available, maxDays });
    if (refused) {
      setDraft(picked);
      setProblem(refused);
    } else accept(range);
  };

  const selectedPreset = problem ? undefined : matchingPreset(value, reference, available);

  return (
    <div className={styles.root}>
      <AriaDateRangePicker
        className={styles.picker}
        value={draft === undefined ? toCalendar(value) : draft}
        onChange={onPicked}
        minValue={toCalendar(available)?.start}
        maxValue={toCalendar(available)?.end}
        isInvalid={problem !== undefined}
        validationBehavior="aria"
        shouldForceLeadingZeros
      >
        <Label className={styles.label}>{label}</Label>
        <Group className={styles.field}>
          <DateInput slot="start" className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <DateInput slot="end" className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.calendarButton}>
            <Icon name="chevronDown" size={16} />
          </Button>
        </Group>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError className={styles.error}>{problem ? rangeProblemText(problem, locale) : null}</FieldError>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog}>
            <RangeCalendar>
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.navButton}>
                  <Icon name="chevronLeft" size={16} />
                </Button>
                <Heading className={styles.calendarHeading} />
                <Button slot="next" className={styles.navButton}>
                  <Icon name="chevronRight" size={16} />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={styles.cell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
      <ToggleButtonGroup
        className={styles.presets}
        aria-label={`${label} presets`}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selectedPreset ? [selectedPreset] : []}
        onSelectionChange={(keys) => {
          const preset = [...keys][0] as DateRangePreset | undefined;
          const range = preset && availablePresetRange(preset, reference, available);
          if (range) accept(range);
        }}
      >
        {presets.map((preset) => (
          <ToggleButton
            key={preset}
            id={preset}
            className={styles.preset}
            isDisabled={availablePresetRange(preset, reference, available) === undefined}
          >
            {PRESET_LABELS[preset]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
