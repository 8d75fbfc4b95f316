/**
 * The back office's inbox (`messages:handle`): the contact messages, new or handled, assigned to
 * a staff member, answered by mail (the reply kept on the message's timeline).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { refusals } from '../http/contract.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { multilineText, uuid } from '../http/validation.ts';
import { quoted } from '../mail/mailer.ts';
import { shop } from '../shop.ts';
import { staffRef } from '../staff/accounts.ts';
import { pageFields, pageQuery, pageSize, pageWindow } from '../staff/listing.ts';
import { requirePermission, staffActor, type StaffActor } from '../staff/sessions.ts';

const tags = ['admin'];

const messageStates = ['new', 'handled'] as const;

const messageSummary = z
  .strictObject({
    id: z.uuid().describe('Message id.'),
    name: z.string().describe("The sender's name."),
    email: z.string().describe("The sender's email."),
    phone: z.string().describe("The sender's phone."),
    subject: z.string().describe("The message's first line (80 characters at most)."),
    state: z.enum(messageStates).describe('Whether it still needs someone.'),
    assignee: staffRef.nullable().describe('Who it is assigned to.'),
    createdAt: z.iso.datetime().describe('When it arrived.'),
  })
  .meta({ id: 'AdminMessageSummary', description: 'A contact message as a row of the inbox.' });

const contactMessage = messageSummary
  .extend({
    message: z.string().describe('What the sender wrote.'),
    handledAt: z.iso.datetime().nullable().describe('When it was marked handled.'),
    timeline: z
      .array(
        z.strictObject({
          id: z.string(),
          kind: z.enum(['received', 'assigned', 'reply', 'handled', 'reopened']),
          at: z.iso.datetime(),
          by: staffRef.nullable(),
          summary: z.string().describe('A sentence ready to show.'),
          text: z.string().optional().describe("A reply's text."),
          assigneeName: z
            .string()
            .nullable()
            .optional()
            .describe(
              "An assignment's assignee, by their name at the time; null when it was unassigned.",
            ),
        }),
      )
      .describe('Arrival, assignments, replies and state changes, oldest first.'),
  })
  .meta({ id: 'AdminContactMessage', description: 'A contact message with its timeline.' });

type ContactMessage = z.output<typeof contactMessage>;

interface MessageRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  state: 'new' | 'handled';
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_role: string | null;
  created_at: Date;
  handled_at: Date | null;
}

const select = `SELECT m.id, m.name, m.email, m.phone, m.message, m.state, m.assignee_id,
    a.name AS assignee_name, a.role AS assignee_role, m.created_at, m.handled_at
  FROM contact_messages m LEFT JOIN users a ON a.id = m.assignee_id`;

const subjectOf = (message: string) => {
  const first = message.trim().split(/\r?\n/)[0]?.trim() ?? '';
  if (!first) return '(no message)';
  return first.length > 80 ? `${first.slice(0, 79)}…` : first;
};

const toSummary = (row: MessageRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: subjectOf(row.message),
  state: row.state,
  assignee:
    row.assignee_id && row.assignee_name && row.assignee_role
      ? { id: row.assignee_id, name: row.assignee_name, role: row.assignee_role }
      : null,
  createdAt: new Date(row.created_at).toISOString(),
});

const describe = (kind: string, assigneeName: string | null) =>
  ({
    assigned: assigneeName ? `Assigned to ${assigneeName}` : 'Unassigned',
    reply: 'Reply mailed to the sender',
    handled: 'Marked handled',
    reopened: 'Marked new again',
  })[kind] ?? kind;

async function loadMessage(db: Queryable, id: string, lock = false): Promise<ContactMessage> {
  const rows = await db.query<MessageRow>(
    `${select} WHERE m.id = $1${lock ? ' FOR UPDATE OF m' : ''}`,
    [id],
  );
  const row = rows.rows[0];
  if (!row) throw notFound('There is no message with this id.');
  const events = await db.query<{
    id: string;
    kind: 'assigned' | 'reply' | 'handled' | 'reopened';
    created_at: Date;
    actor_id: string | null;
    actor_name: string | null;
    actor_role: string | null;
    text: string | null;
  }>(
    `SELECT e.id, e.kind, e.created_at, e.actor_id, a.name AS actor_name, a.role AS actor_role,
       e.text
     FROM message_events e LEFT JOIN users a ON a.id = e.actor_id
     WHERE e.message_id = $1 ORDER BY e.created_at, e.id`,
    [id],
  );
  return {
    ...toSummary(row),
    message: row.message,
    handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null,
    timeline: [
      {
        id: `received:${row.id}`,
        kind: 'received' as const,
        at: new Date(row.created_at).toISOString(),
        by: null,
        summary: `Message received from ${row.name}`,
      },
      ...events.rows.map((event) => ({
        id: event.id,
        kind: event.kind,
        at: new Date(event.created_at).toISOString(),
        by:
          event.actor_id && event.actor_name && event.actor_role
            ? { id: event.actor_id, name: event.actor_name, role: event.actor_role }
            : null,
        // An assignment's text is the assignee's name at the time.
        summary: describe(event.kind, event.text),
        ...(event.kind === 'reply' && event.text !== null ? { text: event.text } : {}),
        ...(event.kind === 'assigned' ? { assigneeName: event.text } : {}),
      })),
    ],
  };
}

const idParams = z.strictObject({ id: uuid('The message id') });
const messageReply = z.strictObject({ message: contactMessage });

/** The back office's inbox routes. */
export function registerAdminMessageRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, mailer } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const handle = requirePermission(context, 'messages:handle');

  /** Runs `change` on the locked message with its event and activity row, in one transaction. */
  const changeMessage = (
    actor: StaffActor,
    id: string,
    change: (
      tx: Queryable,
      before: ContactMessage,
    ) => Promise<
      | {
          kind: 'assigned' | 'reply' | 'handled' | 'reopened';
          text?: string | null;
          action: string;
          before: Record<string, unknown> | null;
          after: Record<string, unknown>;
        }
      | undefined
    >,
  ) =>
    db.transaction(async (tx) => {
      const before = await loadMessage(tx, id, true);
      const done = await change(tx, before);
      if (!done) return before;
      await tx.query(
        `INSERT INTO message_events (message_id, kind, actor_id, text) VALUES ($1, $2, $3, $4)`,
        [id, done.kind, actor.id, done.text ?? null],
      );
      await recordActivity(tx, actor, {
        action: done.action,
        entityType: 'message',
        entityId: id,
        entityName: `${before.name} <${before.email}>`,
        before: done.before,
        after: done.after,
      });
      return before;
    });

  api.get(
    '/api/admin/messages',
    {
      preValidation: handle,
      schema: {
        tags,
        operationId: 'adminListMessages',
        description: 'One page of contact messages, newest first, 50 a page.',
        querystring: z.strictObject({
          state: z
            .enum(messageStates, { error: '"state" must be new or handled.' })
            .optional()
            .describe('Only new, or only handled, messages.'),
          page: pageQuery,
        }),
        response: {
          200: z.strictObject({ messages: z.array(messageSummary), ...pageFields }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { state, page } = request.query;
      const where = state ? 'WHERE m.state = $1' : '';
      const params = state ? [state] : [];
      const { limit, offset } = pageWindow(page);
      const count = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM contact_messages m ${where}`,
        params,
      );
      const rows = await db.query<MessageRow>(
        `${select} ${where} ORDER BY m.created_at DESC, m.id DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      );
      return {
        messages: rows.rows.map(toSummary),
        page,
        pageSize,
        total: count.rows[0]?.total ?? 0,
      };
    },
  );

  api.get(
    '/api/admin/messages/:id',
    {
      preValidation: handle,
      schema: {
        tags,
        operationId: 'adminGetMessage',
        description: 'One contact message with its timeline.',
        params: idParams,
        response: { 200: messageReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => ({ message: await loadMessage(db, request.params.id) }),
  );

  api.post(
    '/api/admin/messages/:id/assign',
    {
      preValidation: handle,
      schema: {
        tags,
        operationId: 'adminAssignMessage',
        description: 'Assigns the message to an active staff member, or unassigns it (null).',
        params: idParams,
        body: z.strictObject({ staffId: uuid('"staffId"').nullable() }),
        response: { 200: messageReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { staffId } = request.body;
      await changeMessage(actor, request.params.id, async (tx, before) => {
        if ((before.assignee?.id ?? null) === staffId) return undefined;
        let assigneeName: string | null = null;
        if (staffId) {
          const member = await tx.query<{ name: string }>(
            `SELECT name FROM users WHERE id = $1 AND role <> 'customer' AND deactivated_at IS NULL`,
            [staffId],
          );
          assigneeName = member.rows[0]?.name ?? null;
          if (!assigneeName) throw badRequest('"staffId" is not an active staff member.');
        }
        await tx.query('UPDATE contact_messages SET assignee_id = $2 WHERE id = $1', [
          before.id,
          staffId,
        ]);
        return {
          kind: 'assigned',
          text: assigneeName,
          action: 'message.assign',
          before: { assigneeId: before.assignee?.id ?? null },
          after: { assigneeId: staffId },
        };
      });
      return { message: await loadMessage(db, request.params.id) };
    },
  );

  api.post(
    '/api/admin/messages/:id/replies',
    {
      preValidation: handle,
      schema: {
        tags,
        operationId: 'adminReplyToMessage',
        description: "Mails a reply to the sender and keeps it on the message's timeline.",
        params: idParams,
        body: z.strictObject({ text: multilineText('The reply', 1, 5000) }),
        response: { 201: messageReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = await staffActor(request, context);
      const { text } = request.body;
      const before = await changeMessage(actor, request.params.id, async () => ({
        kind: 'reply',
        text,
        action: 'message.reply',
        before: null,
        after: { reply: text },
      }));
      // After the commit: the reply is kept even if the mail server is down for a moment.
      await mailer
        .send({
          to: before.email,
          subject: `Re: your message to ${shop.name}`,
          text:
            `Hello ${before.name},\n\n${text}\n\n${actor.name}, ${shop.name}\n\n` +
            `You wrote:\n\n${quoted(before.message || '(no message)')}\n`,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'message reply mail failed'));
      return reply.status(201).send({ message: await loadMessage(db, request.params.id) });
    },
  );

  api.post(
    '/api/admin/messages/:id/state',
    {
      preValidation: handle,
      schema: {
        tags,
        operationId: 'adminSetMessageState',
        description: 'Marks the message handled, or new again.',
        params: idParams,
        body: z.strictObject({
          state: z.enum(messageStates, { error: '"state" must be new or handled.' }),
        }),
        response: { 200: messageReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { state } = request.body;
      await changeMessage(actor, request.params.id, async (tx, before) => {
        if (before.state === state) return undefined;
        await tx.query(
          `UPDATE contact_messages SET state = $2,
             handled_at = CASE WHEN $2 = 'handled' THEN now() END WHERE id = $1`,
          [before.id, state],
        );
        return {
          kind: state === 'handled' ? 'handled' : 'reopened',
          action: 'message.state',
          before: { state: before.state },
          after: { state },
        };
      });
      return { message: await loadMessage(db, request.params.id) };
    },
  );
}
