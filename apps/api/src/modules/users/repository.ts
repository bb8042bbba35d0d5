import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function usersRepository(db: Db) {
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
