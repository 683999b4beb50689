import type { Config } from '../config/config.js';

/** Cookies are Secure when users reach the product over HTTPS. */
export const secureCookies = (config: Pick<Config, 'publicUrl'>) =>
  config.publicUrl.startsWith('https://');
