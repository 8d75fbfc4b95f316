/**
 * Staff management (`staff:manage`): the list, invitations, role changes, deactivation. Nobody
 * grants, or acts on someone holding, more than they hold; the last active owner stays.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import type { AppContext } from '../context.ts';
import { PgErrorCode, pgErrorCode, type Queryable } from '../db/index.ts';
import { clientIp } from '../http/client.ts';
import { refusals } from '../http/contract.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { email, text, uuid } from '../http/validation.ts';
import { shop } from '../shop.ts';
import { throttledPasswordCheck } from '../users/login-throttle.ts';
import { hashPassword, newPassword, verifyPassword } from '../users/passwords.ts';
import { currentPassword } from '../users/routes.ts';
import {
  accessOf,
  assertNotLastOwner,
  lockActiveOwners,
  listStaff,
  loadStaffMember,
  sessionOf,
  staffMember,
  staffSessionReply,
  type StaffMember,
} from './accounts.ts';
import {
  claimInvitation,
  createInvitation,
  invitation,
  listPendingInvitations,
  revokeInvitation,
} from './invitations.ts';
import { holdsAllOf, roleHas, staffRoles, type StaffRole } from './permissions.ts';
import { acceptSecondFactor } from './two-factor.ts';
import {
  endAllSessionsOf,
  mustEnrol,
  requirePermission,
  staffActor,
  startStaffSession,
  type StaffActor,
} from './sessions.ts';

const tags = ['admin'];

const role = z.enum(staffRoles, { error: `"role" must be one of ${staffRoles.join(', ')}.` });

const idParams = z.strictObject({ id: uuid('The staff member id') });

const memberReply = z.strictObject({ staff: staffMember });

/** 403 unless `actor` holds everything `role` would hold. */
function assertMayGrant(actor: StaffActor, granted: StaffRole, verb: string): void {
  if (!holdsAllOf(actor.role, granted)) {
    throw forbidden(
      `You cannot ${verb} the ${granted} role: it holds permissions you do not have.`,
    );
  }
}

/** How the granting owner proves, at the moment of granting, that they are who the session says. */
const ownerGrantConfirmation = {
  password: currentPassword('Your password')
    .optional()
    .describe("The granting owner's password; needed (or `code`) to grant the owner role."),
  code: z
    .string({ error: 'The code must be text.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'The code is the 6 digits your authenticator app shows.' })
    .optional()
    .describe("A current code of the granting owner's authenticator app, instead of `password`."),
};

/** Staff management and the invitation link's acceptance. */
export function registerStaffRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, mailer, passwordHashing, secureCookies } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const manage = requirePermission(context, 'staff:manage');
  const anyStaff = requirePermission(context);

  /**
   * Granting the owner role hands over the whole shop, so the granting owner confirms it with
   * their password or a current two-factor code (a session left open on a desk is not enough).
   * Wrong answers are throttled as wrong sign-ins are. Refuses (400/403) with nothing changed.
   */
  async function confirmOwnerGrant(
    request: FastifyRequest,
    actor: StaffActor,
    proof: { password?: string | undefined; code?: string | undefined },
  ): Promise<void> {
    if (proof.password === undefined && proof.code === undefined) {
      throw badRequest('Granting the owner role needs your password or a current two-factor code.');
    }
    const found = await db.query<{
      password_hash: string;
      totp_secret: string | null;
      totp_enabled_at: Date | null;
    }>('SELECT password_hash, totp_secret, totp_enabled_at FROM users WHERE id = $1', [actor.id]);
    const account = found.rows[0];
    if (!account) throw forbidden('Your role no longer allows managing staff.');
    const ip = clientIp(request);
    const { password, code } = proof;
    let confirmed: boolean;
    if (password !== undefined) {
      confirmed = await throttledPasswordCheck(
        db,
        context.limits,
        { email: actor.email.toLowerCase(), ip },
        () => verifyPassword(account.password_hash, password),
      );
    } else {
      const stored = account.totp_enabled_at !== null ? account.totp_secret : null;
      if (!stored) {
        throw badRequest(
          'Two-factor sign-in is off for you, so confirm granting the owner role with your password.',
        );
      }
      const totpSecret = context.totpBox.open(stored);
      confirmed = await throttledPasswordCheck(
        db,
        context.limits,
        { email: `2fa:${actor.email.toLowerCase()}`, ip },
        () => acceptSecondFactor(db, { id: actor.id, email: actor.email, totpSecret }, code ?? ''),
      );
    }
    if (!confirmed) {
      throw forbidden('Your password or code is not right, so the owner role was not granted.');
    }
  }

  /** Applies `change` to the staff member `id` inside one transaction, with its activity row. */
  async function changeMember(
    actor: StaffActor,
    id: string,
    change: (tx: Queryable, before: StaffMember) => Promise<string>,
  ): Promise<StaffMember> {
    return db.transaction(async (tx) => {
      // The owners first, always in one order, then the member: two changes at once (owners
      // demoting each other) queue up instead of deadlocking.
      await lockActiveOwners(tx);
      const before = await loadStaffMember(tx, id, { lock: true });
      // The actor's own role may have changed while this request waited for the locks.
      const current = await loadStaffMember(tx, actor.id).catch(() => undefined);
      if (!current?.active || !roleHas(current.role, 'staff:manage')) {
        throw forbidden('Your role no longer allows managing staff.');
      }
      if (!holdsAllOf(actor.role, before.role)) {
        throw forbidden(
          `You cannot change someone who is ${before.role}: they hold permissions you do not have.`,
        );
      }
      const action = await change(tx, before);
      const after = await loadStaffMember(tx, id);
      await recordActivity(tx, actor, {
        action,
        entityType: 'staff',
        entityId: id,
        entityName: before.email,
        before: accessOf(before),
        after: accessOf(after),
      });
      return after;
    });
  }

  api.get(
    '/api/admin/staff',
    {
      preValidation: manage,
      schema: {
        tags,
        operationId: 'adminListStaff',
        description: 'Every staff account (oldest first) and the invitations still pending.',
        response: {
          200: z.strictObject({ staff: z.array(staffMember), invitations: z.array(invitation) }),
          ...refusals(401, 403),
        },
      },
    },
    async () => ({ staff: await listStaff(db), invitations: await listPendingInvitations(db) }),
  );

  api.get(
    '/api/admin/staff/names',
    {
      preValidation: anyStaff,
      schema: {
        tags,
        operationId: 'adminStaffNames',
        description: 'The active staff, by name: whom a message can be assigned to.',
        response: {
          200: z.strictObject({
            staff: z.array(z.strictObject({ id: z.uuid(), name: z.string(), role })),
          }),
          ...refusals(401, 403),
        },
      },
    },
    async () => ({
      staff: (await listStaff(db))
        .filter((member) => member.active)
        .map(({ id, name, role }) => ({ id, name, role })),
    }),
  );

  api.post(
    '/api/admin/staff/invitations',
    {
      preValidation: manage,
      schema: {
        tags,
        operationId: 'adminInviteStaff',
        description:
          'Mails a one-time link (48 h) that lets the invited person set a password. Inviting someone as owner grants the owner role, so it needs the granting owner’s `password` or a current two-factor `code` (400 without, 403 when wrong, nothing created).',
        body: z.strictObject({ email, role, ...ownerGrantConfirmation }),
        response: {
          201: z.strictObject({ message: z.string(), invitation }),
          ...refusals(400, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const actor = await staffActor(request, context);
      const { password, code, ...body } = request.body;
      assertMayGrant(actor, body.role, 'grant');
      // The same grant as a role change to owner, confirmed before anything is looked up: an
      // unconfirmed request learns nothing, not even whether the email has an account.
      if (body.role === 'owner') await confirmOwnerGrant(request, actor, { password, code });
      const created = await db.transaction(async (tx) => {
        const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1', [body.email]);
        if (taken.rowCount > 0) {
          throw conflict(`${body.email} already has an account with the shop.`);
        }
        const made = await createInvitation(tx, { ...body, invitedBy: actor.id });
        await recordActivity(tx, actor, {
          action: 'staff.invite',
          entityType: 'staff',
          entityId: made.invitation.id,
          entityName: body.email,
          after: { email: body.email, role: body.role },
        });
        return made;
      });
      const link = `${context.backOfficeUrl}/accept-invite?token=${created.token}`;
      await mailer
        .send({
          to: body.email,
          subject: `You are invited to the ${shop.name} back office`,
          text:
            `Hello,\n\n${actor.name} invited you to work in the ${shop.name} back office as ${body.role}.\n` +
            `Open this link within 48 hours to choose your name and password:\n\n${link}\n\n` +
            `The link works once. If you did not expect it, ignore this mail.\n\n${shop.name}\n`,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'invitation mail failed'));
      return reply.status(201).send({
        message: `Invitation sent to ${body.email}.`,
        invitation: created.invitation,
      });
    },
  );

  api.delete(
    '/api/admin/staff/invitations/:id',
    {
      preValidation: manage,
      schema: {
        tags,
        operationId: 'adminRevokeInvitation',
        description: 'Makes a pending invitation link stop working.',
        params: z.strictObject({ id: uuid('The invitation id') }),
        response: { 200: z.strictObject({ message: z.string() }), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      await db.transaction(async (tx) => {
        const revoked = await revokeInvitation(tx, request.params.id);
        if (!revoked) throw notFound('There is no pending invitation with this id.');
        await recordActivity(tx, actor, {
          action: 'staff.invitation_revoked',
          entityType: 'staff',
          entityId: revoked.id,
          entityName: revoked.email,
          before: { email: revoked.email, role: revoked.role },
        });
      });
      return { message: 'The invitation no longer works.' };
    },
  );

  api.post(
    '/api/admin/staff/invitations/accept',
    {
      schema: {
        tags,
        operationId: 'adminAcceptInvitation',
        description:
          "Creates the invited person's staff account from the link's token and signs them in (cookie `bloom_staff`).",
        body: z.strictObject({
          token: z
            .string({ error: 'The invitation token must be text.' })
            .min(1, { error: 'The invitation token is required.' })
            .max(200, { error: 'The invitation token is not valid.' }),
          name: text('Name', 1, 100),
          password: newPassword,
        }),
        response: { 201: staffSessionReply, ...refusals(400, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password, passwordHashing);
      const member = await db
        .transaction(async (tx) => {
          const claimed = await claimInvitation(tx, body.token);
          if (!claimed) {
            throw badRequest('This invitation link is not valid, has expired or was already used.');
          }
          const inserted = await tx.query<{ id: string }>(
            `INSERT INTO users (name, email, password_hash, role) VALUES ($1, $2, $3, $4)
             RETURNING id`,
            [body.name, claimed.email, passwordHash, claimed.role],
          );
          const joined = await loadStaffMember(tx, inserted.rows[0]!.id);
          const actor: StaffActor = {
            ...joined,
            requestId: String(request.id),
            address: clientIp(request),
          };
          await recordActivity(tx, actor, {
            action: 'staff.joined',
            entityType: 'staff',
            entityId: joined.id,
            entityName: joined.email,
            after: { name: joined.name, role: joined.role, invitationId: claimed.id },
          });
          return joined;
        })
        .catch((error: unknown) => {
          if (pgErrorCode(error) === PgErrorCode.uniqueViolation) {
            throw conflict('An account with this email already exists. Please sign in.');
          }
          throw error;
        });
      await startStaffSession(db, reply, member.id, secureCookies);
      return reply.status(201).send(sessionOf(member, mustEnrol(member, context)));
    },
  );

  api.patch(
    '/api/admin/staff/:id',
    {
      preValidation: manage,
      schema: {
        tags,
        operationId: 'adminChangeStaffRole',
        description:
          'Gives a staff member another role. Granting the owner role needs the granting owner’s `password` or a current two-factor `code` (400 without, 403 when wrong).',
        params: idParams,
        body: z.strictObject({ role, ...ownerGrantConfirmation }),
        response: { 200: memberReply, ...refusals(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const actor = await staffActor(request, context);
      const { role: next, password, code } = request.body;
      assertMayGrant(actor, next, 'grant');
      if (next === 'owner') await confirmOwnerGrant(request, actor, { password, code });
      const staff = await changeMember(actor, request.params.id, async (tx, before) => {
        if (before.role !== next) {
          if (next !== 'owner') {
            await assertNotLastOwner(tx, before, 'The last active owner cannot be demoted.');
          }
          await tx.query('UPDATE users SET role = $2 WHERE id = $1', [before.id, next]);
          // A new role, a new session: the member's open sessions end (they sign in again);
          // changing one's own role issues the new one at once.
          await tx.query('DELETE FROM staff_sessions WHERE user_id = $1', [before.id]);
          if (before.id === actor.id) {
            await startStaffSession(tx, reply, actor.id, context.secureCookies);
          }
        }
        return 'staff.role';
      });
      return { staff };
    },
  );

  api.post(
    '/api/admin/staff/:id/deactivate',
    {
      preValidation: manage,
      schema: {
        tags,
        operationId: 'adminDeactivateStaff',
        description: 'Stops a staff member signing in and ends every session they have.',
        params: idParams,
        response: { 200: memberReply, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const staff = await changeMember(actor, request.params.id, async (tx, before) => {
        await assertNotLastOwner(tx, before, 'The last active owner cannot be deactivated.');
        await tx.query(
          'UPDATE users SET deactivated_at = coalesce(deactivated_at, now()) WHERE id = $1',
          [before.id],
        );
        await endAllSessionsOf(tx, before.id);
        return 'staff.deactivate';
      });
      return { staff };
    },
  );

  api.post(
    '/api/admin/staff/:id/reactivate',
    {
      preValidation: manage,
      schema: {
        tags,
        operationId: 'adminReactivateStaff',
        description: 'Lets a deactivated staff member sign in again.',
        params: idParams,
        response: { 200: memberReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const staff = await changeMember(actor, request.params.id, async (tx, before) => {
        await tx.query('UPDATE users SET deactivated_at = NULL WHERE id = $1', [before.id]);
        return 'staff.reactivate';
      });
      return { staff };
    },
  );
}
