import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, localeNames } from '../i18n/locales';
import { lazyComponent } from '../lazyComponent';
import { Flag } from './Flag';

// The menu's code comes when a visitor points at the button: most never open it.
const loadChoices = () => import('./LanguageChoices');
const LanguageChoices = lazyComponent(loadChoices, 'LanguageChoices');

/** fr, en, nl with their flags; the choice is kept in the browser (and the profile, if signed in). */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return (
    <>
      <Button
        color="inherit"
        aria-label={`${translate('app.top_bar.language')}: ${localeNames.find(({ locale: each }) => each === current)?.name}`}
        aria-haspopup="menu"
        onPointerEnter={() => void loadChoices()}
        onFocus={() => void loadChoices()}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<Flag locale={current} />}
        sx={{ minWidth: 0 }}
      >
        {current.toUpperCase()}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageChoices
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={(chosen) => {
              setAnchor(null);
              setLocale(chosen);
            }}
          />
        </Suspense>
      )}
    </>
  );
};
