import EventIcon from '@mui/icons-material/Event';
import {
  Box,
  FormControl,
  FormHelperText,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { isLocale, type Locale } from '../i18n/locales';
import { writtenDate } from './dateText';

let picker: Promise<typeof import('./PickedDateField')> | undefined;
const loadPicker = () => (picker ??= import('./PickedDateField'));
const PickedDateField = lazy(() =>
  loadPicker().then((module) => ({ default: module.PickedDateField })),
);

/** Fetches the picker's code ahead, for a field about to be shown (in a dialog, say). */
export const preloadDatePicker = () => void loadPicker();

export interface LocalizedDateFieldProps {
  /** `date` holds `YYYY-MM-DD`, `month` `YYYY-MM`. */
  readonly kind?: 'date' | 'month';
  readonly label: string;
  readonly value: string;
  /** '' once emptied; `UNFINISHED_DATE` while what is typed is not a whole date. */
  readonly onChange: (value: string) => void;
  /** The earliest and latest days the calendar offers, `YYYY-MM-DD`. */
  readonly minDate?: string | null;
  readonly maxDate?: string | null;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly required?: boolean;
  readonly variant?: 'filled' | 'outlined';
  readonly size?: 'small' | 'medium';
  readonly margin?: 'none' | 'dense' | 'normal';
  readonly fullWidth?: boolean;
  /** Given to the field whether the picker is there yet, so that it does not move when it comes. */
  readonly sx?: SxProps<Theme>;
  /**
   * The picker's code is fetched only once the person comes near the field (pointer, finger,
   * keyboard), not with the page: for the pages that must show quickly.
   */
  readonly deferred?: boolean;
}

/**
 * A day or month typed and picked in the product's language, whatever the browser's, outside
 * react-admin's forms. The picker's code comes apart from the page; until it is there, the
 * field shows its value as the language writes it.
 */
export function LocalizedDateField({ deferred = false, ...props }: LocalizedDateFieldProps) {
  const [localeState] = useLocaleState();
  const locale: Locale = isLocale(localeState) ? localeState : 'fr';
  const [wanted, setWanted] = useState(!deferred);
  const [reachedByKeyboard, setReachedByKeyboard] = useState(false);
  const fallback = (
    <WrittenDate
      {...props}
      text={writtenDate(locale, props.kind ?? 'date', props.value)}
      onApproach={(byKeyboard) => {
        setWanted(true);
        if (byKeyboard) setReachedByKeyboard(true);
      }}
    />
  );
  if (!wanted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <PickedDateField {...props} locale={locale} autoFocus={reachedByKeyboard} />
    </Suspense>
  );
}

/**
 * The field as it shows until the picker's code is there, in the same place. It is outlined
 * whatever the variant asked: the public pages load no other input.
 */
function WrittenDate({
  label,
  text,
  required,
  error,
  helperText,
  size = 'small',
  margin,
  fullWidth,
  sx,
  onApproach,
}: LocalizedDateFieldProps & {
  readonly text: string;
  readonly onApproach: (byKeyboard: boolean) => void;
}) {
  const id = useId();
  return (
    <FormControl
      variant="outlined"
      size={size}
      margin={margin}
      fullWidth={fullWidth}
      required={required}
      error={error}
      sx={sx}
      onPointerEnter={() => onApproach(false)}
      onTouchStart={() => onApproach(false)}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={text}
        readOnly
        onFocus={() => onApproach(true)}
        endAdornment={
          <InputAdornment position="end">
            {/* Where the picker's button comes, at its size. */}
            <Box component="span" sx={{ display: 'flex', p: 1, mr: -1.5, color: 'action.active' }}>
              <EventIcon aria-hidden />
            </Box>
          </InputAdornment>
        }
      />
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
