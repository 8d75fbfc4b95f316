import type { RestClient } from '../rest/client.ts';
import { badGatewayError, hasCode } from '../rest/errors.ts';
import type { UserRecord } from '../rest/types.ts';

/** A reply that carries a user, wrapped (`{ user }`) or flat. */
type UserReply = { message?: string; user?: UserRecord } & Partial<UserRecord>;

/** The user found in a reply, wrapped or flat. */
function userOf(reply: UserReply): UserRecord | null {
  if (reply.user) return reply.user;
  return typeof reply.id === 'string' && typeof reply.email === 'string'
    ? (reply as UserRecord)
    : null;
}

/** The profile fields `updateUserInformation` accepts. */
export interface ProfileChanges {
  /** New name. */
  name?: string;
  /** New email. */
  email?: string;
  /** New phone. */
  phone?: string;
  /** New address. */
  address?: string;
  /** The current password, which the api asks for to change the email. */
  currentPassword?: string;
}

/** The users area of the api: accounts, sessions and password recovery. */
export class UsersAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `POST /api/users/signup`. */
  signup(input: { name: string; email: string; password: string }): Promise<{ message: string }> {
    return this.rest.call('/api/users/signup', { body: input });
  }

  /** `POST /api/users/login`: the api's Set-Cookie starts the session. */
  async login(input: {
    email: string;
    password: string;
  }): Promise<{ message: string; user: UserRecord | null }> {
    const reply = await this.rest.call<UserReply>('/api/users/login', { body: input });
    return { message: reply.message ?? '', user: userOf(reply) };
  }

  /** `GET /api/users/persistUserSession`: the session's user, or null for a guest. */
  async currentUser(): Promise<UserRecord | null> {
    try {
      return userOf(
        await this.rest.call<UserReply>('/api/users/persistUserSession', { method: 'GET' }),
      );
    } catch (error) {
      if (hasCode(error, 'UNAUTHENTICATED')) return null;
      throw error;
    }
  }

  /** `DELETE /api/users/logout`. */
  logout(): Promise<{ message: string }> {
    return this.rest.call('/api/users/logout', { method: 'DELETE' });
  }

  /**
   * `POST /api/users/updateUserInformation` with only the changed fields, for the session's
   * shopper: the profile as it is now (the api's "Update Successfull" stays here).
   */
  async updateProfile(changes: ProfileChanges): Promise<UserRecord> {
    const reply = await this.rest.call<UserReply>('/api/users/updateUserInformation', {
      body: changes,
    });
    const user = userOf(reply);
    if (!user) throw badGatewayError();
    return user;
  }

  /** `POST /api/users/sendResetPasswordOTP`: the reset request's id is the reply's `userId`. */
  async requestPasswordReset(email: string): Promise<{ message: string; resetRequestId: string }> {
    const reply = await this.rest.call<{ message?: string; userId: string }>(
      '/api/users/sendResetPasswordOTP',
      { body: { email } },
    );
    return { message: reply.message ?? '', resetRequestId: String(reply.userId) };
  }

  /** `POST /api/users/verifyOtp`: the single-use reset token (the reply's `OtpVerified`). */
  async verifyResetCode(resetRequestId: string, code: string): Promise<string> {
    const reply = await this.rest.call<{ OtpVerified: string }>('/api/users/verifyOtp', {
      body: { otp: code, userId: resetRequestId },
    });
    return String(reply.OtpVerified);
  }

  /** `POST /api/users/updatePassword`. */
  resetPassword(
    resetRequestId: string,
    resetToken: string,
    newPassword: string,
  ): Promise<{ message: string }> {
    return this.rest.call('/api/users/updatePassword', {
      body: { id: resetRequestId, token: resetToken, resetPassword: newPassword },
    });
  }
}
