import { SEXES } from '@stages/contracts';

/** For fields, inputs and filters, the family's and the administrators'; react-admin translates the names. */
export const sexChoices = SEXES.map((sex) => ({ id: sex, name: `app.children.sexes.${sex}` }));
