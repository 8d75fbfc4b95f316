/** The back office's inbox: new and handled, assignment, replies by mail kept on the timeline. */
import { beforeAll, describe, expect, it } from 'vitest';
import { post, useTestApp, waitForMail } from '../../test/helpers.ts';
import { call, signedInStaff, type TestStaff } from '../../test/staff.ts';

const t = useTestApp();

let support: TestStaff;
let manager: TestStaff;

beforeAll(async () => {
  support = await signedInStaff(t.app, t.db, 'support');
  manager = await signedInStaff(t.app, t.db, 'manager');
});

/** A shopper writes through the contact form; the new message's id. */
async function contact(email: string, message = 'Where is my parcel?\nIt has been a week.') {
  const reply = await post(t.app, '/api/contact/createContact', {
    name: 'Hina Malik',
    email,
    phone: '03001234567',
    message,
  });
  expect(reply.statusCode).toBe(201);
  const row = await t.db.query<{ id: string }>(
    'SELECT id FROM contact_messages WHERE email = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  return row.rows[0]!.id;
}

const inbox = async (query = '') =>
  (await call(t.app, 'GET', `/api/admin/messages${query}`, { cookie: support.cookie })).json();

describe('the inbox', () => {
  it('lists new messages newest first with their first line as subject', async () => {
    const older = await contact('first@example.com');
    const newer = await contact('second@example.com', 'Do you ship to Karachi?');
    const page = await inbox('?state=new');
    expect(page).toMatchObject({ page: 1, pageSize: 50 });
    const ids = page.messages.map((message: { id: string }) => message.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(page.messages.find((message: { id: string }) => message.id === older)).toMatchObject({
      subject: 'Where is my parcel?',
      state: 'new',
      assignee: null,
    });
  });

  it('assigns, replies by mail and marks handled, each on the timeline with who', async () => {
    const id = await contact('reply-me@example.com');
    const assigned = await call(t.app, 'POST', `/api/admin/messages/${id}/assign`, {
      cookie: manager.cookie,
      body: { staffId: support.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().message.assignee).toMatchObject({ id: support.id });

    const replied = await call(t.app, 'POST', `/api/admin/messages/${id}/replies`, {
      cookie: support.cookie,
      body: { text: 'It left our shop yesterday.\nTracking: TCS 123.' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const mail = await waitForMail(t.outbox, 'reply-me@example.com');
    expect(mail).toContain('It left our shop yesterday.');
    expect(mail).toContain('> Where is my parcel?');

    const handled = await call(t.app, 'POST', `/api/admin/messages/${id}/state`, {
      cookie: support.cookie,
      body: { state: 'handled' },
    });
    expect(handled.statusCode).toBe(200);
    const message = handled.json().message;
    expect(message).toMatchObject({ state: 'handled', handledAt: expect.any(String) });
    expect(message.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'received',
      'assigned',
      'reply',
      'handled',
    ]);
    expect(message.timeline[2]).toMatchObject({
      by: { id: support.id },
      text: 'It left our shop yesterday.\nTracking: TCS 123.',
    });
    expect((await inbox('?state=handled')).messages.map((m: { id: string }) => m.id)).toContain(id);
    expect((await inbox('?state=new')).messages.map((m: { id: string }) => m.id)).not.toContain(id);
    const actions = await t.db.query<{ action: string }>(
      'SELECT action FROM activity WHERE entity_id = $1 ORDER BY id',
      [id],
    );
    expect(actions.rows.map((row) => row.action)).toEqual([
      'message.assign',
      'message.reply',
      'message.state',
    ]);
  });

  it.each([
    ['assign', { staffId: 'not-a-uuid' }, /staffId/],
    ['assign', { staffId: '00000000-0000-4000-8000-000000000000' }, /not an active staff member/],
    ['replies', { text: '' }, /required/],
    ['state', { state: 'closed' }, /new or handled/],
  ])('refuses a bad %s body %j with 400 and writes nothing', async (route, body, message) => {
    const id = await contact('bad-body@example.com');
    const reply = await call(t.app, 'POST', `/api/admin/messages/${id}/${route}`, {
      cookie: support.cookie,
      body,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(message);
    const events = await t.db.query('SELECT 1 FROM message_events WHERE message_id = $1', [id]);
    expect(events.rowCount).toBe(0);
  });
});
