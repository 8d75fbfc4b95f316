import type { RestClient } from '../rest/client.ts';
import type { RestBody } from '../rest/contract.ts';
import { hasCode } from '../rest/errors.ts';
import type { UserRecord } from '../rest/types.ts';
import type { RestLanguage } from '../language.ts';

/** The profile fields `updateUserInformation` accepts (and `currentPassword` for an email). */
export type ProfileChanges = RestBody<'post', '/api/users/updateUserInformation'>;

/** The users area of the api: accounts, sessions and password recovery. */
export class UsersAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `POST /api/users/signup`. */
  signup(input: { name: string; email: string; password: string }): Promise<{ message: string }> {
    return this.rest.post('/api/users/signup', { body: input });
  }

  /** `POST /api/users/login`: the api's Set-Cookie starts the session. */
  login(input: {
    email: string;
    password: string;
  }): Promise<{ message: string; user: UserRecord }> {
    return this.rest.post('/api/users/login', { body: input });
  }

  /** `GET /api/users/persistUserSession`: the session's user, or null for a guest. */
  async currentUser(): Promise<UserRecord | null> {
    try {
      return (await this.rest.get('/api/users/persistUserSession')).user;
    } catch (error) {
      if (hasCode(error, 'UNAUTHENTICATED')) return null;
      throw error;
    }
  }

  /** `DELETE /api/users/logout`. */
  logout(): Promise<{ message: string }> {
    return this.rest.delete('/api/users/logout');
  }

  /**
   * `POST /api/users/updateUserInformation` with only the changed fields, for the session's
   * shopper: the profile as it is now (the api's "Update Successfull" stays here).
   */
  async updateProfile(changes: ProfileChanges): Promise<UserRecord> {
    const reply = await this.rest.post('/api/users/updateUserInformation', { body: changes });
    return reply.user;
  }

  /**
   * `POST /api/users/sendResetPasswordOTP`: the reset request's id is the reply's `userId`; the
   * mail with the code is written in `lang`. @default lang 'en'
   */
  async requestPasswordReset(
    email: string,
    lang: RestLanguage = 'en',
  ): Promise<{ message: string; resetRequestId: string }> {
    const reply = await this.rest.post('/api/users/sendResetPasswordOTP', {
      body: lang === 'en' ? { email } : { email, lang },
    });
    return { message: reply.message, resetRequestId: reply.userId };
  }

  /** `POST /api/users/verifyOtp`: the single-use reset token (the reply's `OtpVerified`). */
  async verifyResetCode(resetRequestId: string, code: string): Promise<string> {
    const reply = await this.rest.post('/api/users/verifyOtp', {
      body: { otp: code, userId: resetRequestId },
    });
    return reply.OtpVerified;
  }

  /** `POST /api/users/updatePassword`. */
  resetPassword(
    resetRequestId: string,
    resetToken: string,
    newPassword: string,
  ): Promise<{ message: string }> {
    return this.rest.post('/api/users/updatePassword', {
      body: { id: resetRequestId, token: resetToken, resetPassword: newPassword },
    });
  }
}
