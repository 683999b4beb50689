import { PHOTO_CONSENTS } from '@stages/contracts';

/** The family's answers, as the child's form offers them; react-admin translates the names. */
export const photoConsentChoices = PHOTO_CONSENTS.map((consent) => ({
  id: consent,
  name: `app.children.photo_consents.${consent}`,
}));
