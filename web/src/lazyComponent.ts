import { type ComponentType, lazy } from 'react';

/**
 * A component (a page, a menu) whose code is fetched the first time it is shown, so that the
 * public pages do not carry the back office. `ready` runs alongside (messages it needs, say).
 */
export function lazyComponent<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  ready: () => Promise<unknown> = () => Promise.resolve(),
) {
  return lazy(() => Promise.all([load(), ready()]).then(([module]) => ({ default: module[name] })));
}
