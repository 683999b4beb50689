import { SEXES } from '@stages/contracts';

/** For fields, inputs and filters; react-admin translates the names. */
export const sexChoices = SEXES.map((sex) => ({ id: sex, name: `admin.children.sexes.${sex}` }));
