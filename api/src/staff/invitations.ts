/** Invitations: a one-time link, valid 48 hours, that lets a new staff member set a password. */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../db/index.ts';
import { tokenHash } from '../users/sessions.ts';
import { staffRoles, type StaffRole } from './permissions.ts';

/** How long an invitation link works. */
export const invitationLifetimeSeconds = 48 * 60 * 60;

/** A pending invitation on the wire (never its token). */
export const invitation = z
  .strictObject({
    id: z.uuid().describe('Invitation id.'),
    email: z.string().describe('The invited email.'),
    role: z.enum(staffRoles).describe('The role they get on accepting.'),
    expiresAt: z.iso.datetime().describe('When the link stops working.'),
    createdAt: z.iso.datetime().describe('When it was sent.'),
    invitedBy: z
      .strictObject({ id: z.uuid(), name: z.string() })
      .nullable()
      .describe('Who sent it.'),
  })
  .meta({ id: 'AdminStaffInvitation', description: 'An invitation not yet accepted.' });

/** A pending invitation on the wire. */
export type Invitation = z.output<typeof invitation>;

interface InvitationRow {
  id: string;
  email: string;
  role: StaffRole;
  expires_at: Date;
  created_at: Date;
  invited_by: string | null;
  inviter_name: string | null;
}

const select = `SELECT i.id, i.email, i.role, i.expires_at, i.created_at, i.invited_by,
    u.name AS inviter_name
  FROM staff_invitations i LEFT JOIN users u ON u.id = i.invited_by`;

const pending = 'i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()';

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: new Date(row.expires_at).toISOString(),
  createdAt: new Date(row.created_at).toISOString(),
  invitedBy:
    row.invited_by && row.inviter_name ? { id: row.invited_by, name: row.inviter_name } : null,
});

/** Invitations still usable, oldest first. */
export async function listPendingInvitations(db: Queryable): Promise<Invitation[]> {
  const rows = await db.query<InvitationRow>(`${select} WHERE ${pending} ORDER BY i.created_at`);
  return rows.rows.map(toInvitation);
}

/**
 * Creates an invitation for `email` (revoking any earlier one still pending for it, so only the
 * newest link works) and returns it with the token for the mail: the database keeps its hash.
 */
export async function createInvitation(
  tx: Queryable,
  fields: { email: string; role: StaffRole; invitedBy: string },
): Promise<{ invitation: Invitation; token: string }> {
  await tx.query(
    `UPDATE staff_invitations i SET revoked_at = now() WHERE lower(i.email) = $1 AND ${pending}`,
    [fields.email],
  );
  const token = randomBytes(32).toString('base64url');
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO staff_invitations (email, role, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
    [fields.email, fields.role, tokenHash(token), fields.invitedBy, invitationLifetimeSeconds],
  );
  const rows = await tx.query<InvitationRow>(`${select} WHERE i.id = $1`, [inserted.rows[0]!.id]);
  return { invitation: toInvitation(rows.rows[0]!), token };
}

/** Marks the pending invitation matching `where` (on `i`) with `column` = now(), and returns it. */
async function closePending(
  tx: Queryable,
  column: 'revoked_at' | 'accepted_at',
  where: string,
  value: unknown,
): Promise<Invitation | undefined> {
  const rows = await tx.query<InvitationRow>(
    `WITH closed AS (
       UPDATE staff_invitations i SET ${column} = now() WHERE ${where} = $1 AND ${pending}
       RETURNING i.*
     )
     SELECT i.id, i.email, i.role, i.expires_at, i.created_at, i.invited_by,
       u.name AS inviter_name
     FROM closed i LEFT JOIN users u ON u.id = i.invited_by`,
    [value],
  );
  const row = rows.rows[0];
  return row ? toInvitation(row) : undefined;
}

/** The pending invitation `id`, revoked; undefined when there is none to revoke. */
export const revokeInvitation = (tx: Queryable, id: string) =>
  closePending(tx, 'revoked_at', 'i.id', id);

/**
 * Uses up the pending invitation whose link carries `token` and returns it, or undefined when
 * the link is unknown, expired, revoked or used: a link works once.
 */
export const claimInvitation = async (tx: Queryable, token: string) =>
  token.length > 200
    ? undefined
    : closePending(tx, 'accepted_at', 'i.token_hash', tokenHash(token));
