import { createHash, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { authMessages } from '@portal/domain/auth';
import {
  operatorMessages,
  type CreatedOperator,
  type NewOperator,
  type Operator,
  type OperatorRole,
  type OperatorSession,
} from '@portal/domain/operators';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pgErrors';
import { operatorActor, type AuditService } from '../audit/service';
import { signInAttempts, signInLimits } from '../auth/attempts';
import { authRepository } from '../auth/repository';
import { operatorsRepository, type OperatorRow } from './repository';
import { freshTotpSecret, newTotpSecret, totpStep, totpUri } from './totp';

const ISSUER = 'loyalty-travel-portal/console';
const SESSION_AUDIENCE = 'console';
const CHALLENGE_AUDIENCE = 'console-2fa';
const CHALLENGE_TTL_SECONDS = 5 * 60;
export const OPERATOR_SESSION_TTL_SECONDS = 8 * 60 * 60;
// Verifying against a fixed hash when the e-mail is unknown keeps response times alike.
const UNKNOWN_OPERATOR_HASH = await hash('unknown-operator-placeholder');

export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A fingerprint of the operator's password and authenticator, carried in their tokens: a reset
 * of either changes it, and every session and challenge issued before stops working.
 */
const credentialsVersion = (row: OperatorRow): string =>
  createHash('sha256')
    .update(`${row.passwordHash}\n${row.totpSecret}`)
    .digest('base64url')
    .slice(0, 16);

/** The lockout keys of an operator's sign-in and of one challenge (apart from members' e-mails). */
const operatorKey = (email: string) => `operator:${email.trim().toLowerCase()}`;
const challengeKey = (id: string) => `console-challenge:${id}`;

/**
 * Operator accounts and their two-step sign-in: the password gives a short-lived challenge,
 * the authenticator code turns it into a console session. Console tokens carry their own
 * issuer and audience, so a member's token never opens the console, nor the other way round.
 */
export function operatorsService(deps: { db: Db; secret: string; audit: AuditService }) {
  const key = new TextEncoder().encode(deps.secret);
  const repository = operatorsRepository(deps.db);
  const attempts = signInAttempts(authRepository(deps.db));

  const sign = (
    row: OperatorRow,
    audience: string,
    ttlSeconds: number,
    claims: Record<string, unknown> = {},
  ) =>
    new SignJWT({ ...claims, cv: credentialsVersion(row) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(row.id)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);

  /** The enabled operator a token names, if it was issued with their current credentials. */
  async function operatorOf(token: string, audience: string): Promise<OperatorRow | null> {
    return (await verified(token, audience))?.row ?? null;
  }

  async function verified(
    token: string,
    audience: string,
  ): Promise<{ row: OperatorRow; payload: JWTPayload } | null> {
    const payload = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
    }).then(
      (verified) => verified.payload,
      () => null,
    );
    if (!payload) return null;
    const row = typeof payload.sub === 'string' ? await repository.byId(payload.sub) : undefined;
    if (!row || row.disabled || payload.cv !== credentialsVersion(row)) return null;
    return { row, payload };
  }

  /**
   * A failed step of an operator's sign-in: the one that reaches the limit locks the account
   * and says so in the audit trail.
   */
  async function failed(row: OperatorRow | undefined, failures: number): Promise<void> {
    if (!row || failures !== signInLimits.maxFailures) return;
    await deps.audit.record(deps.db, operatorActor(row), {
      action: 'operator.locked',
      targetType: 'operator',
      targetId: row.id,
      after: { failures, lockedForMinutes: signInLimits.windowMs / 60_000 },
    });
  }

  /**
   * Changes an operator and audits it in one transaction. The admins are locked first, so two
   * admins demoting or disabling each other at once cannot leave the console without one.
   */
  async function change(
    actor: OperatorRow,
    id: string,
    action: string,
    apply: (tx: Tx) => Promise<OperatorRow | undefined>,
  ): Promise<OperatorRow> {
    return deps.db.transaction(async (tx) => {
      const repository = operatorsRepository(tx);
      const admins = await repository.lockActiveAdmins();
      const before = await repository.byId(id);
      if (!before) throw notFound(operatorMessages.notFound, 'OPERATOR_NOT_FOUND');
      const row = await apply(tx);
      if (!row) throw notFound(operatorMessages.notFound, 'OPERATOR_NOT_FOUND');
      const stillAdmin = row.role === 'admin' && !row.disabled;
      if (!stillAdmin && admins.every((admin) => admin.id === id))
        throw conflict(operatorMessages.lastAdmin, 'LAST_ADMIN');
      await deps.audit.record(tx, operatorActor(actor), {
        action,
        targetType: 'operator',
        targetId: id,
        before: toOperator(before),
        after: toOperator(row),
      });
      return row;
    });
  }

  return {
    /**
     * The password step. Failures count per operator (wrong passwords and wrong codes alike):
     * the fifth within the window locks the account for that long. A right password does not
     * forget them: only a complete sign-in does, so the password alone never buys more codes.
     */
    async startLogin(email: string, password: string): Promise<{ challengeToken: string }> {
      const attempt = await attempts.reserve(operatorKey(email));
      if (!attempt) throw tooManyRequests(authMessages.tooManyAttempts);
      const row = await repository.byEmail(email);
      const valid = await verify(row?.passwordHash ?? UNKNOWN_OPERATOR_HASH, password);
      if (!row || !valid || row.disabled) {
        await failed(row, attempt.failures);
        throw unauthorized(operatorMessages.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      await attempt.release();
      // The challenge names the last code used: any sign-in since, its own included, ends it.
      const challengeToken = await sign(row, CHALLENGE_AUDIENCE, CHALLENGE_TTL_SECONDS, {
        jti: randomUUID(),
        ls: row.totpLastStep,
      });
      return { challengeToken };
    },

    /**
     * The code step. Wrong codes count against the operator and the challenge: the fifth ends
     * the challenge. A right one uses the challenge up with the code, in one update.
     */
    async finishLogin(
      challengeToken: string,
      code: string,
      now: number = Date.now(),
    ): Promise<OperatorSession> {
      const challenge = await verified(challengeToken, CHALLENGE_AUDIENCE);
      const issuedAfter = challenge?.payload.ls;
      if (
        !challenge ||
        typeof challenge.payload.jti !== 'string' ||
        (issuedAfter !== null && typeof issuedAfter !== 'number') ||
        challenge.row.totpLastStep !== issuedAfter
      )
        throw unauthorized(operatorMessages.challengeExpired, 'CHALLENGE_EXPIRED');
      const { row } = challenge;
      const challengeAttempt = await attempts.reserve(challengeKey(challenge.payload.jti));
      if (!challengeAttempt)
        throw unauthorized(operatorMessages.challengeExpired, 'CHALLENGE_EXPIRED');
      const operatorAttempt = await attempts.reserve(operatorKey(row.email));
      if (!operatorAttempt) {
        await challengeAttempt.release();
        throw tooManyRequests(authMessages.tooManyAttempts);
      }
      const step = totpStep(row.totpSecret, code, now);
      if (step === null || !(await repository.useTotpStep(row.id, step, issuedAfter))) {
        await failed(row, operatorAttempt.failures);
        throw unauthorized(operatorMessages.invalidCode, 'INVALID_CODE');
      }
      await operatorAttempt.succeed();
      await challengeAttempt.succeed();
      await deps.audit.record(deps.db, operatorActor(row), {
        action: 'operator.signed_in',
        targetType: 'operator',
        targetId: row.id,
      });
      return {
        token: await sign(row, SESSION_AUDIENCE, OPERATOR_SESSION_TTL_SECONDS),
        expiresIn: OPERATOR_SESSION_TTL_SECONDS,
        operator: toOperator(row),
      };
    },

    /**
     * The operator a console token names, if still enabled and with the credentials the token
     * was issued for: a disabled operator, or one whose password or authenticator was reset,
     * is locked out at once. The role is read here, so a role change applies to the next request.
     */
    authenticate: (token: string): Promise<OperatorRow | null> =>
      operatorOf(token, SESSION_AUDIENCE),

    list: async (): Promise<Operator[]> => (await repository.list()).map(toOperator),

    async create(
      actor: OperatorRow,
      input: NewOperator,
    ): Promise<{ operator: Operator; totpSecret: string; otpauthUri: string }> {
      const totp = newTotpSecret(input.email);
      const passwordHash = await hash(input.password);
      try {
        return await deps.db.transaction(async (tx) => {
          const row = await operatorsRepository(tx).insert({
            email: input.email,
            name: input.name,
            role: input.role,
            passwordHash,
            totpSecret: totp.secret,
          });
          const operator = toOperator(row);
          await deps.audit.record(tx, operatorActor(actor), {
            action: 'operator.created',
            targetType: 'operator',
            targetId: row.id,
            after: operator,
          });
          return { operator, totpSecret: totp.secret, otpauthUri: totp.uri };
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(operatorMessages.emailTaken, 'OPERATOR_EXISTS');
        throw error;
      }
    },

    /** Locks an operator out at once (their sessions stop working); an admin cannot lock themself out. */
    async disable(actor: OperatorRow, id: string): Promise<Operator> {
      if (actor.id === id)
        throw conflict(operatorMessages.cannotDisableSelf, 'CANNOT_DISABLE_SELF');
      const row = await change(actor, id, 'operator.disabled', (tx) =>
        operatorsRepository(tx).update(id, { disabled: true }),
      );
      return toOperator(row);
    },

    /** Lets a disabled operator sign in again, with the password and authenticator they had. */
    async enable(actor: OperatorRow, id: string): Promise<Operator> {
      const row = await change(actor, id, 'operator.enabled', (tx) =>
        operatorsRepository(tx).update(id, { disabled: false }),
      );
      return toOperator(row);
    },

    /** Makes an operator admin or support; the last active admin cannot step down. */
    async changeRole(actor: OperatorRow, id: string, role: OperatorRole): Promise<Operator> {
      const row = await change(actor, id, 'operator.role_changed', (tx) =>
        operatorsRepository(tx).update(id, { role }),
      );
      return toOperator(row);
    },

    /**
     * Sets a new password for another operator, who is signed out everywhere. An admin's own
     * credentials are reset by another admin, so one stolen session cannot take over the account.
     */
    async resetPassword(actor: OperatorRow, id: string, password: string): Promise<Operator> {
      if (actor.id === id) throw conflict(operatorMessages.notYourself, 'NOT_YOURSELF');
      const passwordHash = await hash(password);
      const row = await change(actor, id, 'operator.password_reset', (tx) =>
        operatorsRepository(tx).update(id, { passwordHash }),
      );
      return toOperator(row);
    },

    /**
     * A new authenticator secret for another operator (a lost or changed phone), shown once:
     * the old app's codes stop working and the operator is signed out everywhere.
     */
    async reenrolTotp(actor: OperatorRow, id: string): Promise<CreatedOperator> {
      if (actor.id === id) throw conflict(operatorMessages.notYourself, 'NOT_YOURSELF');
      const secret = freshTotpSecret();
      const row = await change(actor, id, 'operator.totp_reenrolled', (tx) =>
        operatorsRepository(tx).update(id, { totpSecret: secret, totpLastStep: null }),
      );
      return {
        operator: toOperator(row),
        totpSecret: secret,
        otpauthUri: totpUri(secret, row.email),
      };
    },
  };
}
export type OperatorsService = ReturnType<typeof operatorsService>;
