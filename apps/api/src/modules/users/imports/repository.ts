import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { consoleImports } from '../../../db/consoleSchema';
import { users } from '../../../db/schema';

type ImportKind = (typeof consoleImports.$inferInsert)['kind'];

/** SQL of the console's CSV files: the imports done, and the members they name. */
export function importsRepository(db: Db | Tx) {
  return {
    async done(kind: ImportKind, campaignId: number, fileHash: string) {
      const [row] = await db
        .select()
        .from(consoleImports)
        .where(
          and(
            eq(consoleImports.kind, kind),
            eq(consoleImports.campaignId, campaignId),
            eq(consoleImports.fileHash, fileHash),
          ),
        );
      return row;
    },
    /** Marks the file imported; false when another upload of it got there first. */
    async record(values: typeof consoleImports.$inferInsert): Promise<boolean> {
      const rows = await db.insert(consoleImports).values(values).onConflictDoNothing().returning();
      return rows.length > 0;
    },
    /** The e-mails among these that already have an account (any campaign: e-mails are unique). */
    async takenEmails(emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails));
      return new Set(rows.map((row) => row.email));
    },
    insertMembers: (values: (typeof users.$inferInsert)[]) =>
      db.insert(users).values(values).returning({ id: users.id, email: users.email }),
    /** Members of a campaign by lower-case e-mail or CPF digits. */
    async membersOf(campaignId: number, keys: string[]) {
      if (keys.length === 0) return [];
      return db
        .select({ id: users.id, email: users.email, cpf: users.cpf })
        .from(users)
        .where(
          and(
            eq(users.campaignId, campaignId),
            eq(users.kind, 'member'),
            sql`(lower(${users.email}) in ${keys} or regexp_replace(coalesce(${users.cpf}, ''), '\\D', '', 'g') in ${keys})`,
          ),
        );
    },
  };
}
