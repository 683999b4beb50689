import type { Migration } from '@stages/projections';

/**
 * Lower case without accents, so that "velo" finds "Vélo" and "eten" finds "ëten". Declared
 * immutable so that generated search columns and their indexes may use it; queries fold their
 * words with the same function.
 */
export const searchFoldMigration: Migration = {
  id: '0009-search-fold',
  sql: `
    CREATE FUNCTION search_fold(input text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN translate(lower(input),
        'àáâãäåāçćčèéêëēėęìíîïīñńòóôõöøōùúûüūýÿžźżš',
        'aaaaaaaccceeeeeeeiiiiinnooooooouuuuuyyzzzs');`,
};
