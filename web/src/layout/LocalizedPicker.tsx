import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enTexts, frFR as frTexts, nlNL as nlTexts } from '@mui/x-date-pickers/locales';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { nl } from 'date-fns/locale/nl';
import { type SxProps, type Theme, useForkRef } from '@mui/material';
import { type ReactNode, type Ref, useRef } from 'react';
import type { Locale } from '../i18n/locales';
import { type DateKind, datePatterns } from './dateText';

/** Month and day names, and the first day of the week: Monday in French and Dutch. */
const calendars = { fr, en: enUS, nl };
/** The picker's own words (buttons, the calendar's labels). */
const texts = {
  fr: frTexts.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enTexts.components.MuiLocalizationProvider.defaultProps.localeText,
  nl: nlTexts.components.MuiLocalizationProvider.defaultProps.localeText,
};

// A calendar beside a clock is wider than a phone: below 600 px the date and time come in a
// dialog, one after the other.
const WIDE_AND_FINE = '@media (pointer: fine) and (min-width: 600px)';

export interface LocalizedPickerProps {
  readonly kind: DateKind;
  readonly locale: Locale;
  readonly label: ReactNode;
  readonly value: Date | null;
  readonly onChange: (value: Date | null) => void;
  readonly onBlur?: () => void;
  /**
   * Said when the person leaves a field the picker holds no date for, with whether they typed
   * part of one: the picker keeps such a date to itself, as if the field were empty.
   */
  readonly onLeaveEmpty?: (partlyTyped: boolean) => void;
  readonly minDate?: Date;
  readonly maxDate?: Date;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  readonly autoFocus?: boolean;
  readonly name?: string;
  readonly id?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly size?: 'small' | 'medium';
  readonly variant?: 'filled' | 'outlined' | 'standard';
  readonly margin?: 'none' | 'dense' | 'normal';
  readonly fullWidth?: boolean;
  readonly className?: string;
  readonly sx?: SxProps<Theme>;
}

/**
 * MUI X's pickers in the product's language, whatever the browser's: the order of day, month
 * and year, the first day of the week, the month names and the picker's words.
 */
export function LocalizedPicker({
  kind,
  locale,
  label,
  value,
  onChange,
  onBlur,
  onLeaveEmpty,
  minDate,
  maxDate,
  error,
  helperText,
  required,
  disabled,
  readOnly,
  autoFocus,
  name,
  id,
  inputRef,
  size,
  variant,
  margin,
  fullWidth,
  className,
  sx,
}: LocalizedPickerProps) {
  // The hidden input holds what the field shows, sections typed so far included.
  const shown = useRef<HTMLInputElement>(null);
  const inputRefs = useForkRef(inputRef, shown);
  const common = {
    label,
    value,
    onChange: (date: Date | null) => onChange(date),
    format: datePatterns[locale][kind],
    disabled,
    readOnly,
    autoFocus,
    name,
    inputRef: inputRefs,
    className,
    sx,
    slotProps: {
      textField: {
        id,
        error,
        helperText,
        required,
        size,
        variant,
        margin,
        fullWidth,
        onBlur: () => {
          if (value === null) onLeaveEmpty?.(Boolean(shown.current?.value));
          onBlur?.();
        },
        // The label stays above, where it does not cover the placeholder (JJ/MM/AAAA).
        slotProps: { inputLabel: { shrink: true } },
      },
    },
  };
  const range = { minDate, maxDate };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={calendars[locale]}
      localeText={texts[locale]}
    >
      {kind === 'time' ? (
        <TimePicker {...common} ampm={locale === 'en'} desktopModeMediaQuery={WIDE_AND_FINE} />
      ) : kind === 'dateTime' ? (
        <DateTimePicker
          {...common}
          {...range}
          ampm={locale === 'en'}
          desktopModeMediaQuery={WIDE_AND_FINE}
        />
      ) : kind === 'month' ? (
        <DatePicker {...common} {...range} views={['year', 'month']} openTo="month" />
      ) : (
        <DatePicker {...common} {...range} />
      )}
    </LocalizationProvider>
  );
}
