/** Words and dates as the alert and configuration screens show them, through Intl. */

import { dateTimeFormat } from '@portal/hooks/money';

const mediumDateTime = dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** '21 Nov 2026, 09:00' in the user's locale and time zone; empty for no time. */
export function dateTime(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : mediumDateTime.format(date);
}

/** 'Yes' or 'No'. */
export const yesNo = (flag: boolean): string => (flag ? 'Yes' : 'No');

/** The label of a value among choices, or the value itself. */
export function labelOf(choices: readonly { value: string; label: string }[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
