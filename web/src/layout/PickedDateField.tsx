import type { Locale } from '../i18n/locales';
import { dateOfText } from './dateText';
import type { LocalizedDateFieldProps } from './LocalizedDateField';
import { LocalizedPicker } from './LocalizedPicker';
import { usePickedDate } from './usePickedDate';

/** `LocalizedDateField` once its picker's code is there. */
export function PickedDateField({
  kind = 'date',
  value,
  onChange,
  minDate,
  maxDate,
  variant = 'filled',
  size = 'small',
  ...props
}: Omit<LocalizedDateFieldProps, 'deferred'> & {
  readonly locale: Locale;
  readonly autoFocus: boolean;
}) {
  const [date, pick, leaveEmpty] = usePickedDate(kind, value, onChange);
  return (
    <LocalizedPicker
      {...props}
      kind={kind}
      value={date}
      onChange={pick}
      onLeaveEmpty={leaveEmpty}
      minDate={dateOfText('date', minDate) ?? undefined}
      maxDate={dateOfText('date', maxDate) ?? undefined}
      variant={variant}
      size={size}
    />
  );
}
