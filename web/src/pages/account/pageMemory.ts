import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { describeFailure } from '../../providers/validation';

/**
 * What the page on screen knows, kept outside React: react-admin draws the whole app anew when
 * the language changes, which would lose a page's state and redo what it did on mount.
 */
const entries = new Map<string, unknown>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function write(key: string, value: unknown) {
  entries.set(key, value);
  listeners.forEach((listener) => listener());
}

/** The entry's key on this page; leaving the page forgets it, so a later visit starts afresh. */
function usePageKey(name: string): string {
  const { pathname } = useLocation();
  const key = `${pathname}#${name}`;
  useEffect(
    () => () => {
      // Drawn anew for another language, the page is still at its address.
      if (window.location.pathname !== pathname) entries.delete(key);
    },
    [key, pathname],
  );
  return key;
}

/**
 * Like useState, but surviving a change of language. `initial` must be a primitive or null: an
 * empty entry then gives the same snapshot on every read, as useSyncExternalStore requires.
 */
export function usePageMemory<T>(name: string, initial: T): [T, (value: T) => void] {
  const key = usePageKey(name);
  const value = useSyncExternalStore(subscribe, () =>
    entries.has(key) ? (entries.get(key) as T) : initial,
  );
  const setValue = useCallback((next: T) => write(key, next), [key]);
  return [value, setValue];
}

/** How a useOnce action went; `failure` is the translation key of why it failed. */
export interface Outcome<T> {
  readonly pending: boolean;
  readonly result?: T;
  readonly failure?: string;
}

const notStarted: Outcome<never> = { pending: true };

/**
 * Runs `action` once for this page, for what cannot be done twice (a confirmation key, a sign-in
 * code). Its outcome reaches the page even when the page was drawn anew while it ran.
 */
export function useOnce<T>(name: string, action: () => Promise<T>): Outcome<T> {
  const key = usePageKey(name);
  const outcome = useSyncExternalStore(subscribe, () => entries.get(key) as Outcome<T> | undefined);
  useEffect(() => {
    // The entry decides, not the effect: StrictMode runs it twice, a new language remounts it.
    if (entries.has(key)) return;
    const started: Outcome<T> = { pending: true };
    write(key, started);
    // Left meanwhile, the page has forgotten the action; a new visit runs its own.
    const settle = (outcome: Outcome<T>) => {
      if (entries.get(key) === started) write(key, outcome);
    };
    action().then(
      (result) => settle({ pending: false, result }),
      (error: unknown) => settle({ pending: false, failure: describeFailure(error).message }),
    );
  }, [action, key]);
  return outcome ?? notStarted;
}

/**
 * What was typed in the page's form, for the form to start from when it is drawn anew. Saving
 * tells no listener: the form itself holds the live values.
 */
export function usePageDraft() {
  const key = usePageKey('draft');
  return useMemo(
    () => ({
      initial: entries.get(key) as FieldValues | undefined,
      save: (values: FieldValues) => void entries.set(key, { ...values }),
      clear: () => void entries.delete(key),
    }),
    [key],
  );
}

/**
 * A form whose success the page then says (a link sent, a password changed), remembered like
 * usePageMemory. A new attempt first takes the previous success back.
 */
export function useSubmitted(
  name: string,
  call: (values: Record<string, unknown>) => Promise<unknown>,
): [boolean, (values: Record<string, unknown>) => Promise<void>] {
  const [done, setDone] = usePageMemory(name, false);
  const submit = async (values: Record<string, unknown>) => {
    setDone(false);
    await call(values);
    setDone(true);
  };
  return [done, submit];
}
