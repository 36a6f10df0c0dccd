// One verification service for every code flow (after Epic Stack's verify):
// one row per (target, purpose), six digits from the CSPRNG, only an HMAC
// stored, attempts counted atomically in D1, single use under concurrency.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ErrorCode } from '../../common/errors';
import type { Db } from '../../db/client';
import { verificationCodes, type CodePurpose } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { hex, newId } from '../../platform/crypto';

interface Policy {
  ttlMs: number;
  maxAttempts: number;
  errors: { invalid: ErrorCode; expired: ErrorCode; used: ErrorCode };
}

const MINUTE = 60_000;
/** After a code died of wrong tries: the resend cooldown, when a new one can be asked for. */
const DEAD_CODE_RETRY_AFTER_S = 60;

export const CODE_POLICIES: Record<CodePurpose, Policy> = {
  verify_email: {
    ttlMs: 10 * MINUTE,
    maxAttempts: 5,
    errors: { invalid: 'code_invalid', expired: 'code_expired', used: 'code_already_used' },
  },
  reset_password: {
    ttlMs: 15 * MINUTE,
    maxAttempts: 5,
    errors: { invalid: 'reset_token_invalid', expired: 'reset_token_expired', used: 'reset_token_invalid' },
  },
};

/** Six uniformly random digits: rejection sampling avoids the modulo bias. */
export function generateCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    if (buf[0]! < limit) return String(buf[0]! % 1_000_000).padStart(6, '0');
  }
}

async function hashCode(secret: string, purpose: CodePurpose, target: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${purpose}\n${target}\n${code}`));
  return hex(new Uint8Array(mac));
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export interface CodeRequest {
  purpose: CodePurpose;
  target: string;
  now?: number;
}

/** Issues a fresh code for (target, purpose), replacing any earlier one. */
export async function issueCode(db: Db, secret: string, req: CodeRequest): Promise<string> {
  const now = req.now ?? Date.now();
  const code = generateCode();
  const codeHash = await hashCode(secret, req.purpose, req.target, code);
  const expiresAt = now + CODE_POLICIES[req.purpose].ttlMs;
  await db
    .insert(verificationCodes)
    .values({ id: newId('vc'), target: req.target, purpose: req.purpose, codeHash, attempts: 0, expiresAt, usedAt: null, createdAt: now })
    .onConflictDoUpdate({
      target: [verificationCodes.target, verificationCodes.purpose],
      set: { codeHash, attempts: 0, expiresAt, usedAt: null, createdAt: now },
    });
  return code;
}

export async function hasIssuedCode(db: Db, req: Omit<CodeRequest, 'now'>): Promise<boolean> {
  const row = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, req.target), eq(verificationCodes.purpose, req.purpose)))
    .get();
  return row !== undefined;
}

/**
 * Checks a code and uses it up, or throws the purpose's error. Every try is
 * counted before the comparison, in one UPDATE, so parallel guesses cannot
 * exceed the limit; the final UPDATE lets exactly one correct submission win.
 */
export async function consumeCode(db: Db, secret: string, req: CodeRequest & { code: string }): Promise<void> {
  const now = req.now ?? Date.now();
  const policy = CODE_POLICIES[req.purpose];
  const where = and(eq(verificationCodes.target, req.target), eq(verificationCodes.purpose, req.purpose));

  const claimed = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(where, isNull(verificationCodes.usedAt), lt(verificationCodes.attempts, policy.maxAttempts)))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash, expiresAt: verificationCodes.expiresAt })
    .get();

  if (!claimed) {
    const row = await db
      .select({ usedAt: verificationCodes.usedAt, attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(where)
      .get();
    if (row?.usedAt != null) throw new ApiError(policy.errors.used);
    // product-decisions section 3: 5 wrong tries kill the code. From the 6th on
    // the answer is 429, not another "wrong code": only a new code can help.
    if (row && row.attempts >= policy.maxAttempts)
      throw new ApiError('rate_limit_exceeded', { 'Retry-After': String(DEAD_CODE_RETRY_AFTER_S) });
    throw new ApiError(policy.errors.invalid);
  }
  const matches = constantTimeEqual(claimed.codeHash, await hashCode(secret, req.purpose, req.target, req.code));
  if (!matches) throw new ApiError(policy.errors.invalid);
  if (now >= claimed.expiresAt) throw new ApiError(policy.errors.expired);

  const used = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, claimed.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length !== 1) throw new ApiError(policy.errors.used);
}
