import type { SqlDatabase } from '@stages/projections';
import { expect } from 'vitest';
import { httpClient, type HttpAnswer, type HttpClient } from './http-client.js';
import { linkIn, type Mailbox } from './mailbox.js';
import { eventually } from './wait.js';

/** Fails with the answer's body, which says why, when the status is not the expected one. */
export function expectStatus<Body = Record<string, unknown>>(
  answer: HttpAnswer,
  status: number,
): Body {
  expect(answer.status, answer.text).toBe(status);
  return answer.body as Body;
}

export interface ServerAccount {
  readonly client: HttpClient;
  readonly email: string;
  readonly id: string;
}

let accounts = 0;

/**
 * Users of a running server (a child process), made through its HTTP API as people would:
 * registering, confirming through the link of the mail received, choosing a type. `db` is the
 * server's database, for what an administrator's screens would do.
 */
export function serverActors(baseUrl: string, mailbox: Mailbox, db: SqlDatabase) {
  async function account(kind: string): Promise<ServerAccount> {
    accounts += 1;
    const email = `${kind}.${accounts}.${Date.now()}@example.be`;
    // One network may register 20 accounts an hour; tests make more.
    await db.query(`DELETE FROM rate_limits WHERE bucket LIKE 'register:%'`);
    const client = httpClient(baseUrl);
    const registration = {
      email,
      password1: 'Kamp-zomer-2027',
      password2: 'Kamp-zomer-2027',
      first_name: 'Ann',
      last_name: 'Peeters',
    };
    expectStatus(await client.post('/api/v1/registration/', registration), 201);
    const link = linkIn(await mailbox.take(email), '/account-email-confirmation/');
    const key = link.pathname.split('/').at(-1)!;
    expectStatus(await client.post('/api/v1/registration/account-confirm-email/', { key }), 200);
    const { id } = expectStatus<{ id: string }>(await client.get('/api/v1/auth/user/'), 200);
    return { client, email, id };
  }

  async function administrator() {
    const admin = await account('admin');
    await db.query('UPDATE users SET role = 1 WHERE id = $1', [admin.id]);
    return admin;
  }

  return {
    account,
    async parent(): Promise<ServerAccount> {
      const parent = await account('parent');
      expectStatus(
        await parent.client.put('/api/v1/registration/finalize/parent/', {
          phone: '0470 12 34 56',
        }),
        200,
      );
      return parent;
    },

    /** Verified by an administrator and subscribed until `until`, so it may publish stages. */
    async organizer(name: string, until: string): Promise<ServerAccount> {
      const organizer = await account('orga');
      const finalize = '/api/v1/registration/finalize/organization/';
      expectStatus(await organizer.client.put(finalize, { name, phone: '02 123 45 67' }), 200);
      const profile = expectStatus<{ id: string }>(
        await organizer.client.get('/api/v1/organization/edit/'),
        200,
      );
      const admin = await administrator();
      const verify = `/api/v1/admin/organizations/${profile.id}/verify/`;
      expectStatus(await admin.client.post(verify), 201);
      expectStatus(
        await admin.client.post(`/api/v1/admin/subscriptions/${profile.id}/grant/`, {
          plan: 'gold',
          end_date: until,
          note: 'Verified for the tests',
        }),
        201,
      );
      // The verification reaches the organization's read model a moment after the answer.
      await eventually(async () => {
        const { body } = await organizer.client.get('/api/v1/organization/edit/');
        return body?.verified === true ? true : undefined;
      });
      return organizer;
    },
  };
}
