/** Injection tokens for what the infrastructure provides (see PlatformModule). */
export const CONFIG = Symbol('Config');
export const LOGGER = Symbol('AppLogger');
export const DATABASE = Symbol('SqlDatabase');
export const EVENT_STORE = Symbol('EventStore');
