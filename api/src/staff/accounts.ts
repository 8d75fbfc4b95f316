/** Staff accounts: how they look on the wire and the rules on changing them. */
import { z } from 'zod';
import type { Queryable } from '../db/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { permissions, permissionsOf, staffRoles, type StaffRole } from './permissions.ts';

/** The back office's languages: English, and Urdu (right to left). */
export const staffLocales = ['en', 'ur'] as const;

/** A language of the back office. */
export type StaffLocale = (typeof staffLocales)[number];

/** A staff member on the wire. Never a password, secret or session detail. */
export const staffMember = z
  .strictObject({
    id: z.uuid().describe('Account id.'),
    name: z.string().describe('Full name.'),
    email: z.string().describe('Sign-in email.'),
    role: z.enum(staffRoles).describe('Their role.'),
    active: z.boolean().describe('False once deactivated: they cannot sign in.'),
    twoFactorEnabled: z.boolean().describe('Whether sign-in asks for an authenticator code.'),
    locale: z.enum(staffLocales).describe('The language the back office speaks to them.'),
    createdAt: z.iso.datetime().describe('When the account was created.'),
  })
  .meta({ id: 'AdminStaffMember', description: 'A member of the shop staff.' });

/** A staff member on the wire. */
export type StaffMember = z.output<typeof staffMember>;

/** A staff member as a record (a note, a timeline, the log) names them. */
export const staffRef = z
  .strictObject({
    id: z.uuid().describe('Staff account id.'),
    name: z.string().describe('Their name.'),
    role: z.string().describe('Their role.'),
  })
  .meta({ id: 'AdminStaffRef', description: 'A staff member as a record names them.' });

/** Who is signed in, with what their role allows. */
export const staffSessionReply = z.strictObject({
  staff: staffMember,
  permissions: z.array(z.enum(permissions)).describe("What the member's role allows."),
  enrolmentRequired: z
    .boolean()
    .describe(
      'True when STAFF_2FA=required and the member has not enrolled: only the session and two-factor routes answer.',
    ),
});

interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  deactivated_at: Date | null;
  totp_enabled_at: Date | null;
  locale: StaffLocale;
  created_at: Date;
}

const columns = 'id, name, email, role, deactivated_at, totp_enabled_at, locale, created_at';

const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.deactivated_at === null,
  twoFactorEnabled: row.totp_enabled_at !== null,
  locale: row.locale,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Every staff account, active or not, oldest first. */
export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const rows = await db.query<StaffRow>(
    `SELECT ${columns} FROM users WHERE role <> 'customer' ORDER BY created_at, id`,
  );
  return rows.rows.map(toStaffMember);
}

/** The staff account `id`, or a 404 (a shopper's id is not a staff account). */
export async function loadStaffMember(
  db: Queryable,
  id: string,
  { lock = false } = {},
): Promise<StaffMember> {
  const rows = await db.query<StaffRow>(
    `SELECT ${columns} FROM users WHERE id = $1 AND role <> 'customer'${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows.rows[0];
  if (!row) throw notFound('There is no staff member with this id.');
  return toStaffMember(row);
}

/** The session reply for `member`. */
export const sessionOf = (member: StaffMember, enrolmentRequired: boolean) => ({
  staff: member,
  permissions: permissionsOf(member.role),
  enrolmentRequired,
});

/**
 * Refuses with 409 when `target`, an active owner, is the last one: taking their role or their
 * access would leave the shop without anyone able to manage staff. The active owners are locked
 * first, so two owners demoting each other at once cannot both pass.
 */
export async function assertNotLastOwner(
  tx: Queryable,
  target: StaffMember,
  sentence: string,
): Promise<void> {
  if (target.role !== 'owner' || !target.active) return;
  const owners = await lockActiveOwners(tx);
  if (owners.every((id) => id === target.id)) throw conflict(sentence);
}

/** Locks the active owners' rows, in id order (one order for everyone: no deadlock); their ids. */
export async function lockActiveOwners(tx: Queryable): Promise<string[]> {
  const owners = await tx.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'owner' AND deactivated_at IS NULL ORDER BY id FOR UPDATE`,
  );
  return owners.rows.map((owner) => owner.id);
}

/** The `role`/`active` pair the activity log records before and after a change. */
export const accessOf = (member: StaffMember) => ({ role: member.role, active: member.active });
