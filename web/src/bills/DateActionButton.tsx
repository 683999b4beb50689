import { brusselsDay } from '@stages/contracts';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { useFormats } from '../providers/useFormats';
import { ConfirmButton } from '../layout/ConfirmButton';
import { LocalizedDateField, preloadDatePicker } from '../layout/LocalizedDateField';

export interface DateActionButtonProps {
  readonly label: string;
  readonly icon: ReactElement;
  readonly title: string;
  readonly content: string;
  readonly messageArgs?: Record<string, unknown>;
  /** The date field's label. */
  readonly dateLabel: string;
  /** The day proposed; today (in Belgium) when not given. */
  readonly defaultDate?: string;
  /** The earliest day accepted, such as the bill's issue date. */
  readonly min?: string | null;
  /** What says why a day before `min` is refused, given that day as `%{date}`. */
  readonly beforeMin: string;
  readonly disabled?: boolean;
  /** Throws to keep the dialog open with the API's reason. */
  readonly onConfirm: (date: string) => Promise<void>;
}

/**
 * A final action that happened on a day (a payment received, a refund made): confirmed like
 * every consequential action, with the day, today by default and never later. A refusal is said
 * in the dialog itself.
 */
export const DateActionButton = ({
  dateLabel,
  defaultDate,
  min,
  beforeMin,
  onConfirm,
  ...confirmation
}: DateActionButtonProps) => {
  const translate = useTranslate();
  const today = brusselsDay();
  const [date, setDate] = useState(today);
  // The dialog's picker is ready by the time the button is pressed.
  useEffect(preloadDatePicker, []);
  const { date: writtenDay } = useFormats();
  // Said on the field, as soon as the day is typed: a greyed-out button alone tells nothing.
  const problem = !/^\d{4}-\d{2}-\d{2}$/.test(date)
    ? date === ''
      ? null
      : translate('app.bills.date_unfinished')
    : date > today
      ? translate('app.bills.date_in_future')
      : min && date < min
        ? translate(beforeMin, { date: writtenDay(min) })
        : null;
  const valid = date !== '' && problem === null;
  return (
    <ConfirmButton
      {...confirmation}
      width="xs"
      refusalInDialog
      field={{
        ready: valid,
        reset: () => setDate(defaultDate && defaultDate <= today ? defaultDate : today),
        input: (
          <LocalizedDateField
            required
            fullWidth
            margin="normal"
            label={translate(dateLabel)}
            value={date}
            onChange={setDate}
            error={problem !== null}
            helperText={problem}
            minDate={min}
            maxDate={today}
          />
        ),
      }}
      onConfirm={() => onConfirm(date)}
    />
  );
};
