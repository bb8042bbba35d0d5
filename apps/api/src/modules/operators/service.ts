import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import {
  operatorMessages,
  type NewOperator,
  type Operator,
  type OperatorSession,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound, unauthorized } from '../../lib/errors';
import { isUniqueViolation } from '../ledger/idempotency';
import type { Actor, AuditService } from '../audit/service';
import { operatorsRepository, type OperatorRow } from './repository';
import { newTotpSecret, totpStep } from './totp';

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

export const operatorActor = (row: OperatorRow): Actor => ({
  type: 'operator',
  id: row.id,
  name: row.email,
});

/**
 * Operator accounts and their two-step sign-in: the password gives a short-lived challenge,
 * the authenticator code turns it into a console session. Console tokens carry their own
 * issuer and audience, so a member's token never opens the console, nor the other way round.
 */
export function operatorsService(deps: { db: Db; secret: string; audit: AuditService }) {
  const key = new TextEncoder().encode(deps.secret);
  const repository = operatorsRepository(deps.db);

  const sign = (subject: string, audience: string, ttlSeconds: number) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);

  async function subjectOf(token: string, audience: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  return {
    async startLogin(email: string, password: string): Promise<{ challengeToken: string }> {
      const row = await repository.byEmail(email);
      const valid = await verify(row?.passwordHash ?? UNKNOWN_OPERATOR_HASH, password);
      if (!row || !valid || row.disabled)
        throw unauthorized(operatorMessages.invalidCredentials, 'INVALID_CREDENTIALS');
      return { challengeToken: await sign(row.id, CHALLENGE_AUDIENCE, CHALLENGE_TTL_SECONDS) };
    },

    async finishLogin(
      challengeToken: string,
      code: string,
      now: number = Date.now(),
    ): Promise<OperatorSession> {
      const id = await subjectOf(challengeToken, CHALLENGE_AUDIENCE);
      const row = id ? await repository.byId(id) : undefined;
      if (!row || row.disabled)
        throw unauthorized(operatorMessages.challengeExpired, 'CHALLENGE_EXPIRED');
      const step = totpStep(row.totpSecret, code, now);
      if (step === null || !(await repository.useTotpStep(row.id, step)))
        throw unauthorized(operatorMessages.invalidCode, 'INVALID_CODE');
      await deps.audit.record(deps.db, operatorActor(row), {
        action: 'operator.signed_in',
        targetType: 'operator',
        targetId: row.id,
      });
      return {
        token: await sign(row.id, SESSION_AUDIENCE, OPERATOR_SESSION_TTL_SECONDS),
        expiresIn: OPERATOR_SESSION_TTL_SECONDS,
        operator: toOperator(row),
      };
    },

    /** The operator a console token names, if it is still enabled: a disabled operator is locked out at once. */
    async authenticate(token: string): Promise<OperatorRow | null> {
      const id = await subjectOf(token, SESSION_AUDIENCE);
      const row = id ? await repository.byId(id) : undefined;
      return row && !row.disabled ? row : null;
    },

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
      return deps.db.transaction(async (tx) => {
        const repository = operatorsRepository(tx);
        const before = await repository.byId(id);
        if (!before) throw notFound(operatorMessages.notFound, 'OPERATOR_NOT_FOUND');
        const row = await repository.setDisabled(id, true);
        if (!row) throw notFound(operatorMessages.notFound, 'OPERATOR_NOT_FOUND');
        const operator = toOperator(row);
        await deps.audit.record(tx, operatorActor(actor), {
          action: 'operator.disabled',
          targetType: 'operator',
          targetId: id,
          before: toOperator(before),
          after: operator,
        });
        return operator;
      });
    },
  };
}
export type OperatorsService = ReturnType<typeof operatorsService>;

export const adminOnly = () => new AppError(403, operatorMessages.adminOnly, 'ADMIN_ONLY');
