import type { RestClient } from '../../rest/client.ts';
import type { ApiRole } from '../permissions.ts';
import type { InvitationRecord, StaffNameRecord, StaffRecord } from '../types.ts';
import { compact } from './query.ts';

/** Staff accounts and invitations: `/api/admin/staff`. */
export class StaffAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/staff`: every account and the pending invitations. */
  list(): Promise<{ staff: StaffRecord[]; invitations: InvitationRecord[] }> {
    return this.rest.get('/api/admin/staff');
  }

  /** `GET /api/admin/staff/names`: the active members, to assign a message to. */
  async names(): Promise<StaffNameRecord[]> {
    const reply = await this.rest.get('/api/admin/staff/names');
    return reply.staff;
  }

  /**
   * `POST /api/admin/staff/invitations`: mails a one-time link; as owner only with the inviting
   * owner's password or a current two-factor code.
   */
  async invite(
    email: string,
    role: ApiRole,
    confirmation: { password?: string | undefined; code?: string | undefined } = {},
  ): Promise<InvitationRecord> {
    const reply = await this.rest.post('/api/admin/staff/invitations', {
      body: { email, role, ...compact(confirmation) },
    });
    return reply.invitation;
  }

  /** `DELETE /api/admin/staff/invitations/{id}`. */
  async revokeInvitation(id: string): Promise<string> {
    const reply = await this.rest.delete('/api/admin/staff/invitations/{id}', { params: { id } });
    return reply.message;
  }

  /** `POST /api/admin/staff/invitations/accept` (no session needed). */
  async acceptInvitation(token: string, name: string, password: string): Promise<StaffRecord> {
    const reply = await this.rest.post('/api/admin/staff/invitations/accept', {
      body: { token, name, password },
    });
    return reply.staff;
  }

  /**
   * `PATCH /api/admin/staff/{id}`: a new role; the owner role only with the granting owner's
   * password or a current two-factor code.
   */
  async changeRole(
    id: string,
    role: ApiRole,
    confirmation: { password?: string | undefined; code?: string | undefined } = {},
  ): Promise<StaffRecord> {
    const reply = await this.rest.patch('/api/admin/staff/{id}', {
      params: { id },
      body: { role, ...compact(confirmation) },
    });
    return reply.staff;
  }

  /** `POST /api/admin/staff/{id}/deactivate`: ends their sessions. */
  async deactivate(id: string): Promise<StaffRecord> {
    const reply = await this.rest.post('/api/admin/staff/{id}/deactivate', { params: { id } });
    return reply.staff;
  }

  /** `POST /api/admin/staff/{id}/reactivate`. */
  async reactivate(id: string): Promise<StaffRecord> {
    const reply = await this.rest.post('/api/admin/staff/{id}/reactivate', { params: { id } });
    return reply.staff;
  }
}
