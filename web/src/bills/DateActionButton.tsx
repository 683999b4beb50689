import { brusselsDay } from '@stages/contracts';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
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
  onConfirm,
  ...confirmation
}: DateActionButtonProps) => {
  const translate = useTranslate();
  const today = brusselsDay();
  const [date, setDate] = useState(today);
  // The dialog's picker is ready by the time the button is pressed.
  useEffect(preloadDatePicker, []);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today && (!min || date >= min);
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
            error={date !== '' && !valid}
            minDate={min}
            maxDate={today}
          />
        ),
      }}
      onConfirm={() => onConfirm(date)}
    />
  );
};
