import { stagePhrase, type Sex, type StageCase } from '@stages/contracts';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from './locales';

/**
 * The key of a message said of a child, in the form that agrees with the child's sex: such a
 * message is a group of `male`, `female` and `other` forms ("Alice est inscrite").
 */
export const sexedKey = (key: string, sex: Sex | null | undefined) => `${key}.${sex ?? 'other'}`;

/** Builds "au stage « Cirque »", "het kamp “Circus”"... in the reader's language. */
export function useStagePhrase() {
  const [locale] = useLocaleState();
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return (name: string, grammaticalCase?: StageCase) =>
    stagePhrase(language, name, grammaticalCase);
}
