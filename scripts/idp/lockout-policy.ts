/**
 * Lockout after repeated failed sign-ins: when `maxFailures` failures fall within `windowSeconds`,
 * further attempts are refused until `lockSeconds` after the latest failure. The same rule serves an
 * account (few failures) and a client address (more, since several people may share one).
 */
export type LockoutPolicy = { maxFailures: number; windowSeconds: number; lockSeconds: number };

export type LockoutState = { locked: false } | { locked: true; retryAfterSeconds: number };

export const ACCOUNT_LOCKOUT: LockoutPolicy = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
export const ADDRESS_LOCKOUT: LockoutPolicy = { maxFailures: 20, windowSeconds: 15 * 60, lockSeconds: 5 * 60 };

/** `failures` are the times (epoch ms) of failed attempts, in any order. */
export function lockoutState(failures: readonly number[], now: number, policy: LockoutPolicy): LockoutState {
  const recent = failures.filter((t) => t <= now && now - t < policy.windowSeconds * 1000);
  if (recent.length < policy.maxFailures) return { locked: false };
  const lockedUntil = Math.max(...recent) + policy.lockSeconds * 1000;
  if (now >= lockedUntil) return { locked: false };
  return { locked: true, retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000) };
}

/** The failures still worth remembering: those inside the window or the lock that may follow them. */
export function recentFailures(failures: readonly number[], now: number, policy: LockoutPolicy): number[] {
  const keep = Math.max(policy.windowSeconds, policy.lockSeconds) * 1000;
  return failures.filter((t) => now - t < keep);
}
