import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import type { TestApp } from './build-test-app.ts';

export interface OutboxItem {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The outbox's messages to `recipient`, newest first, once every message queued so far is sent. */
export async function outboxOf(t: TestApp, recipient: string): Promise<OutboxItem[]> {
  await t.drainEvents();
  const response = await t.anonymous.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`, {
    region: null,
  });
  return response.json().items;
}

/**
 * A mailbox that is down: storing a message to `recipient` in the outbox fails (as a mail server
 * refusing it would) until `restore` is called. A trigger on the test database, nothing mocked.
 */
export async function refuseMailTo(
  database: DatabaseHandle,
  recipient: string,
): Promise<{ restore(): Promise<void> }> {
  const { db } = database;
  await db.execute(sql`create table if not exists test_refused_recipients (recipient text primary key)`);
  await db.execute(
    sql.raw(`
    create or replace function test_refuse_recipients() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_refused_recipients r where r.recipient = new.recipient) then
        raise exception 'mailbox unavailable';
      end if;
      return new;
    end $$`),
  );
  await db.execute(sql`drop trigger if exists test_refuse_recipients on outbox_messages`);
  await db.execute(sql`create trigger test_refuse_recipients before insert on outbox_messages
    for each row execute function test_refuse_recipients()`);
  await db.execute(sql`insert into test_refused_recipients values (${recipient}) on conflict do nothing`);
  return {
    restore: async () =>
      void (await db.execute(sql`delete from test_refused_recipients where recipient = ${recipient}`)),
  };
}
