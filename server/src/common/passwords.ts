import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP: m=19 MiB, t=2, p=1).
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // Safe to answer "no": the library throws only for a stored hash it cannot parse, which matches nothing.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash so an unknown user costs the same time as a wrong password. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
}
