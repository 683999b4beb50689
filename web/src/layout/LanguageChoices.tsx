import { ListItemIcon, Menu, MenuItem } from '@mui/material';
import type { Locale } from '../i18n/locales';
import { localeNames } from '../i18n/locales';
import { Flag } from './Flag';

/** The open language menu (loaded on first use: see LanguageMenu). */
export const LanguageChoices = ({
  anchor,
  current,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}) => (
  <Menu anchorEl={anchor} open onClose={onClose}>
    {localeNames.map(({ locale, name }) => (
      <MenuItem
        key={locale}
        lang={locale}
        selected={locale === current}
        onClick={() => onChoose(locale)}
      >
        <ListItemIcon>
          <Flag locale={locale} />
        </ListItemIcon>
        {name}
      </MenuItem>
    ))}
  </Menu>
);
