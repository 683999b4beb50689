import type { Locale } from '../i18n/locales';

/** Drawn rather than emoji flags: Windows shows emoji flags as two letters. */
const FLAGS: Record<Locale, React.ReactNode> = {
  fr: (
    <>
      <rect width="1" height="2" fill="#002654" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ce1126" />
    </>
  ),
  nl: (
    <>
      <rect width="3" height="0.67" fill="#ae1c28" />
      <rect y="0.67" width="3" height="0.66" fill="#fff" />
      <rect y="1.33" width="3" height="0.67" fill="#21468b" />
    </>
  ),
  en: (
    <>
      <rect width="3" height="2" fill="#012169" />
      <path d="M0 0L3 2M3 0L0 2" stroke="#fff" strokeWidth="0.4" />
      <path d="M0 0L3 2M3 0L0 2" stroke="#c8102e" strokeWidth="0.14" />
      <path d="M1.5 0V2M0 1H3" stroke="#fff" strokeWidth="0.6" />
      <path d="M1.5 0V2M0 1H3" stroke="#c8102e" strokeWidth="0.34" />
    </>
  ),
};

export const Flag = ({ locale }: { locale: Locale }) => (
  <svg viewBox="0 0 3 2" width="21" height="14" aria-hidden="true" style={{ borderRadius: 2 }}>
    {FLAGS[locale]}
  </svg>
);
