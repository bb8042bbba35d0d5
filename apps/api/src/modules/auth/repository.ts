import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  campaigns,
  loginFailures,
  passwordResets,
  refreshTokens,
  ssoStates,
  users,
} from '../../db/schema';
import type { SessionState } from '../../plugins/session';

export function authRepository(db: Db) {
  return {
    async insertRefreshToken(values: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(values);
    },
    /** Revokes a live refresh token and returns its owner and family; a second use finds nothing. */
    async consumeRefreshToken(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; familyId: string } | undefined> {
      const [row] = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
      return row;
    },
    /**
     * When `tokenHash` names a refresh token already used (a rotated one shown again), revokes
     * every live token of its family and returns their owner.
     */
    async revokeFamilyOfReused(tokenHash: string, now: Date): Promise<string | undefined> {
      const reused = db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNotNull(refreshTokens.revokedAt)));
      const [row] = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(sql`${refreshTokens.familyId} in ${reused}`, isNull(refreshTokens.revokedAt)))
        .returning({ userId: refreshTokens.userId });
      return row?.userId;
    },
    /** Signs a user out everywhere: every refresh token revoked, every access token ended. */
    async endAllSessions(userId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      await this.endAccessTokens(userId);
    },
    /** Moves the user's token generation: the access tokens issued so far stop working. */
    async endAccessTokens(userId: string) {
      await db
        .update(users)
        .set({ tokensGeneration: sql`${users.tokensGeneration} + 1` })
        .where(eq(users.id, userId));
    },
    /** What an access token of the user must match: their token generation, and not disabled. */
    async sessionState(userId: string): Promise<SessionState | undefined> {
      // Every signed request asks it: built once.
      const [row] = await prepared(db, 'auth.sessionState', (db) =>
        db
          .select({
            tokensGeneration: users.tokensGeneration,
            disabled: users.disabled,
            campaign: {
              status: campaigns.status,
              startsAt: campaigns.startsAt,
              endsAt: campaigns.endsAt,
            },
          })
          .from(users)
          .innerJoin(campaigns, eq(campaigns.id, users.campaignId))
          .where(eq(users.id, sql.placeholder('userId'))),
      ).execute({ userId });
      return row;
    },
    async recentFailures(account: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.account, account), gt(loginFailures.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Records a failure ahead of the check, so an attempt in flight already counts. */
    async reserveFailure(account: string): Promise<number> {
      const [row] = await db
        .insert(loginFailures)
        .values({ account })
        .returning({ id: loginFailures.id });
      if (!row) throw new Error('login failure not recorded');
      return row.id;
    },
    async releaseFailure(id: number) {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },
    async clearFailures(account: string) {
      await db.delete(loginFailures).where(eq(loginFailures.account, account));
    },
    async insertPasswordReset(values: typeof passwordResets.$inferInsert) {
      await db.insert(passwordResets).values(values);
    },
    async consumePasswordReset(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
    async insertSsoState(values: typeof ssoStates.$inferInsert) {
      await db.insert(ssoStates).values(values);
    },
    async takeSsoState(state: string, notBefore: Date) {
      const [row] = await db.delete(ssoStates).where(eq(ssoStates.state, state)).returning();
      return row && row.createdAt > notBefore ? row : undefined;
    },
    async purgeSsoStates(before: Date) {
      await db.delete(ssoStates).where(lt(ssoStates.createdAt, before));
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
