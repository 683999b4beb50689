import {
  type CommonInputProps,
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
} from 'react-admin';
import { isLocale } from '../i18n/locales';
import { type DateKind, UNFINISHED_DATE } from './dateText';
import { LocalizedPicker } from './LocalizedPicker';
import { usePickedDate } from './usePickedDate';

/**
 * Where no schema checks the form (a list's filters), an unfinished date is refused here, so
 * that it is never sent; a form checked by its schema ignores this and says the same.
 */
const refuseUnfinished = (value: unknown) =>
  value === UNFINISHED_DATE ? 'errors.form.invalid' : undefined;

export interface LocalizedDateInputProps extends CommonInputProps {
  /**
   * `date` holds `YYYY-MM-DD`; `dateTime` an instant typed and read as Belgian time; `time`
   * `HH:mm`.
   */
  readonly type?: Exclude<DateKind, 'month'>;
  readonly className?: string;
}

/**
 * A react-admin input for a day, a day and time, or a time, typed in the product's language
 * whatever the browser's: the form holds what the API takes. What is typed but not yet a date
 * holds a value no schema accepts, so the form says it is invalid instead of keeping the last
 * date.
 */
export const LocalizedDateInput = ({
  type = 'date',
  label,
  helperText,
  fullWidth,
  margin,
  className,
  ...props
}: LocalizedDateInputProps) => {
  const [locale] = useLocaleState();
  const { field, fieldState, id, isRequired } = useInput({
    ...props,
    validate: [...[props.validate ?? []].flat(), refuseUnfinished],
  });
  const [value, pick, leaveEmpty] = usePickedDate(
    type,
    field.value as string | null,
    field.onChange,
  );
  const { invalid, error } = fieldState;
  return (
    <LocalizedPicker
      kind={type}
      locale={isLocale(locale) ? locale : 'fr'}
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={pick}
      onLeaveEmpty={leaveEmpty}
      onBlur={field.onBlur}
      label={
        label === false || label === '' ? undefined : (
          <FieldTitle
            label={label}
            source={props.source}
            resource={props.resource}
            isRequired={isRequired}
          />
        )
      }
      // Unless the form refused it, the picker marks a date it cannot take (partly typed, left).
      error={invalid || undefined}
      helperText={
        helperText !== false || invalid ? (
          <InputHelperText error={error?.message} helperText={helperText} />
        ) : undefined
      }
      disabled={props.disabled}
      readOnly={props.readOnly}
      // As react-admin's own inputs.
      variant="filled"
      size="small"
      margin={margin ?? 'dense'}
      fullWidth={fullWidth ?? true}
      className={['ra-input', `ra-input-${props.source}`, className].filter(Boolean).join(' ')}
    />
  );
};
