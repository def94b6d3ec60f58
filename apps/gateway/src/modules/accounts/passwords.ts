import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's work factors: N (CPU and memory, a power of two), r (block size), p (parallelism). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/**
 * Passwords are hashed with scrypt, memory-hard (OWASP: N=2^17, r=8, p=1 uses 128 MiB; we use N=2^15 with r=8,
 * 32 MiB, to keep sign-ins quick on a small server while far beyond GPU-cheap). Stored as
 * `scrypt$N$r$p$salt$hash` (base64), so the cost can rise later without breaking old hashes.
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
/**
 * Tests only (NODE_ENV=test): 1 MiB instead of 32, about a hundredth of the time, so the suites that sign up and
 * in hundreds of times do not spend minutes in scrypt. A gateway in any other mode refuses hashes this cheap.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const atLeast = (cost: PasswordCost, floor: PasswordCost) =>
  cost.N >= floor.N && cost.r >= floor.r && cost.p >= floor.p;

/** Hashes new passwords at one cost, and verifies stored hashes that cost at least as much. */
export class PasswordHasher {
  private constructor(private readonly cost: PasswordCost) {}

  /** Production's cost everywhere but in tests, where the cheap one keeps suites quick. */
  static for(env: 'production' | 'development' | 'test'): PasswordHasher {
    return new PasswordHasher(env === 'test' ? TEST_PASSWORD_COST : PASSWORD_COST);
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /**
   * Whether `password` matches `stored`, compared in constant time. A hash cheaper than this hasher's cost never
   * matches: a test database's hashes are refused in production.
   */
  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    if (!atLeast(cost, this.cost)) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), cost);
    return key.length === expected.length && timingSafeEqual(key, expected);
  }
}
