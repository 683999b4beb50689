/**
 * The columns of a child's photo consent as the readers get it: `no` until a parent answers,
 * and whether one did. `child` is the children table's alias, `prefix` the columns' own.
 */
export const photoConsentSql = (child: string, prefix = '') =>
  `coalesce(${child}.photo_consent, 'no') AS ${prefix}photo_consent,
   ${child}.photo_consent IS NOT NULL AS ${prefix}photo_consent_answered`;
