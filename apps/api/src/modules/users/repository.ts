import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function usersRepository(db: Db | Tx) {
  return {
    async byId(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async byEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },
    /** A campaign's member (not a guest) by e-mail, in any letter case. */
    async memberByEmail(
      campaignId: number,
      email: string,
    ): Promise<Pick<UserRow, 'id' | 'email' | 'name' | 'lastName'> | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name, lastName: users.lastName })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = lower(${email})`,
            eq(users.campaignId, campaignId),
            eq(users.kind, 'member'),
          ),
        );
      return row;
    },
    /** A member (not a guest, nor an operator's user) by id. */
    async memberById(id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.kind, 'member')));
      return row;
    },
    /**
     * Members, newest first, of one campaign or all, whose e-mail, name, last name or CPF
     * contains `q` (or whose id is `q`).
     */
    searchMembers(filter: { campaignId?: number; q?: string; limit: number }): Promise<UserRow[]> {
      const where: (SQL | undefined)[] = [eq(users.kind, 'member')];
      if (filter.campaignId !== undefined) where.push(eq(users.campaignId, filter.campaignId));
      if (filter.q) {
        const like = `%${escapeLike(filter.q)}%`;
        const matches = [
          ilike(users.email, like),
          ilike(users.name, like),
          ilike(users.lastName, like),
          ilike(users.cpf, like),
        ];
        if (UUID.test(filter.q)) matches.push(eq(users.id, filter.q));
        where.push(or(...matches));
      }
      return db
        .select()
        .from(users)
        .where(and(...where))
        .orderBy(desc(users.createdAt))
        .limit(filter.limit)
        .execute();
    },
    async setDisabled(id: string, disabled: boolean): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ disabled }).where(eq(users.id, id)).returning();
      return row;
    },
    /** Revokes the user's live refresh tokens: no session of theirs can be renewed. */
    async revokeRefreshTokens(id: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
    },
    async byVoucherUid(uid: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.voucherUid, uid));
      return row;
    },
    async bySsoSubject(campaignId: number, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.campaignId, campaignId), eq(users.ssoSubject, subject)));
      return row;
    },
    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user not created');
      return row;
    },
    async update(id: string, values: Partial<NewUser>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
