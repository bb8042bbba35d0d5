import type { AuthRepository } from './repository';

/** A sign-in attempt reserved before its secret is checked. */
export interface SignInAttempt {
  /** The key's failures in the window, this attempt included: what it counts as if it fails. */
  failures: number;
  /** The secret was right but the sign-in goes no further: the attempt is no failure. */
  release(): Promise<void>;
  /** Signed in: the key's failures are forgotten. */
  succeed(): Promise<void>;
}

export interface AttemptLimits {
  /** Failures that lock a key… */
  maxFailures: number;
  /** …for this long after each of them. */
  windowMs: number;
}

export const signInLimits: AttemptLimits = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

/**
 * Lockout of a key (a member's e-mail, an operator's, a console challenge) after too many
 * failures. Each attempt is written as a failure before the secret is checked and counted with
 * the others, its own included: concurrent guesses see each other, so no more than
 * `maxFailures` of them are ever checked, and a process that dies mid-check leaves a failure.
 */
export function signInAttempts(
  repository: Pick<
    AuthRepository,
    'reserveFailure' | 'recentFailures' | 'releaseFailure' | 'clearFailures'
  >,
  limits: AttemptLimits = signInLimits,
) {
  return {
    /** The reserved attempt, or null when the key is locked (nothing is recorded then). */
    async reserve(key: string): Promise<SignInAttempt | null> {
      const id = await repository.reserveFailure(key);
      const failures = await repository.recentFailures(key, new Date(Date.now() - limits.windowMs));
      if (failures > limits.maxFailures) {
        await repository.releaseFailure(id);
        return null;
      }
      return {
        failures,
        release: () => repository.releaseFailure(id),
        succeed: () => repository.clearFailures(key),
      };
    },
  };
}
export type SignInAttempts = ReturnType<typeof signInAttempts>;
