/**
 * The demo shop's contact messages: one still new, one that support answered and closed, so the
 * back office's inbox, a message's timeline and the dashboard's count have something to show.
 */
import type { Queryable } from '../db/index.ts';

/** Who answers the seeded message (a seeded staff account, api/seed/people.json). */
export const seedMessageHandler = 'support@bloom.example.com';

/** The seeded messages, oldest first; `reply` is support's answer to a handled one. */
export const seedMessages = [
  {
    name: 'Hira Baig',
    email: 'hira.baig@example.com',
    phone: '03211234567',
    message:
      'Is the Rose Water Toner safe for sensitive skin?\nMy skin reddens with most toners, so I would like to be sure before I order.',
    hoursAgo: 30,
    reply:
      "Hello Hira, the toner's full ingredient list is on its page. Try a little on your inner arm for a day first, and write to us if anything troubles you.",
  },
  {
    name: 'Bilal Ahmed',
    email: 'bilal.ahmed@example.com',
    phone: '03007654321',
    message:
      'My order has not arrived yet.\nIt was placed four days ago; could you tell me where it is?',
    hoursAgo: 3,
    reply: undefined,
  },
] as const;

/**
 * Inserts the seeded messages; the answered one is assigned to support, with the assignment,
 * the reply and its closing on its timeline as support would have left them.
 */
export async function seedContactMessages(tx: Queryable): Promise<void> {
  const handler = await tx.query<{ id: string; name: string }>(
    'SELECT id, name FROM users WHERE lower(email) = $1',
    [seedMessageHandler],
  );
  const support = handler.rows[0];
  for (const seeded of seedMessages) {
    const answered = seeded.reply !== undefined && support !== undefined;
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO contact_messages (name, email, phone, message, created_at, state, assignee_id,
         handled_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5), $6, $7,
         CASE WHEN $6 = 'handled' THEN now() - make_interval(hours => $5 - 2) END)
       RETURNING id`,
      [
        seeded.name,
        seeded.email,
        seeded.phone,
        seeded.message,
        seeded.hoursAgo,
        answered ? 'handled' : 'new',
        answered ? support.id : null,
      ],
    );
    if (!answered) continue;
    const id = inserted.rows[0]!.id;
    // An hour after it arrived it was assigned, half an hour later answered, then closed.
    await tx.query(
      `INSERT INTO message_events (message_id, kind, actor_id, text, created_at)
       SELECT $1, entry.kind, $2, entry.text, now() - make_interval(hours => $3) + entry.after
       FROM (VALUES ('assigned', $4::text, interval '1 hour'),
                    ('reply', $5::text, interval '90 minutes'),
                    ('handled', NULL::text, interval '2 hours')) AS entry (kind, text, after)`,
      [id, support.id, seeded.hoursAgo, support.name, seeded.reply],
    );
  }
}
