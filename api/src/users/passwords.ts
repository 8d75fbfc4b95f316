import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the given cost. */
export const hashPassword = (password: string, options: Options = {}) => hash(password, options);

/** Whether `password` matches the stored argon2 `passwordHash`; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
