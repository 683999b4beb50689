import os from 'node:os';
import type { LockHolder } from '@stages/projections';

/** PostgreSQL keeps this many bytes of an application name. */
const NAME_BYTES = 63;
const PATTERN = /^stages:(\d+)@(.+)$/;

/**
 * The name each database session of this process gives PostgreSQL (`application_name`): its
 * process id and host, `stages:4242@web-1`. `pg_stat_activity` then tells the instances apart,
 * and the projections' status names the one holding each projection.
 */
export function instanceApplicationName(pid = process.pid, host = os.hostname()): string {
  return `stages:${pid}@${host}`.slice(0, NAME_BYTES);
}

/** Who a session's application name says it is; host and pid null when it is not one of ours. */
export function lockHolderNamed(applicationName: string): LockHolder {
  const match = PATTERN.exec(applicationName);
  return match
    ? { host: match[2]!, pid: Number(match[1]), applicationName }
    : { host: null, pid: null, applicationName };
}
