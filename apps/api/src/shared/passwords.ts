import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB, about 0.2-0.4 s here).
 * Hashes are self-describing (`scrypt$N$r$p$salt$hash`), so the cost can rise later and old
 * hashes still verify (and can be re-hashed on the next login).
 */
const COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** `logN` below 17 is for tests only (config refuses it in production). */
export function createPasswordHasher({ logN = 17 }: { logN?: number } = {}): PasswordHasher {
  const cost = { ...COST, N: 2 ** logN };
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scrypt(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    verify: verifyPassword,
  };
}

export function hashPassword(password: string): Promise<string> {
  return createPasswordHasher().hash(password);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
