/** Injection tokens for what the infrastructure provides (see PlatformModule). */
export const CONFIG = Symbol('Config');
export const LOGGER = Symbol('AppLogger');
export const DATABASE = Symbol('SqlDatabase');
export const EVENT_STORE = Symbol('EventStore');
/** Every projection the product runs, as the registry of contexts lists them. */
export const PROJECTIONS = Symbol('Projections');
