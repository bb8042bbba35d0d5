import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { ledgerService } from '../../src/modules/ledger/service';
import { demo } from './testApp';

let created = 0;

/**
 * A new member of campaign 77 with the demo member's password and exactly `points` points, its
 * e-mail and credit named by `tag` so that each test's members are told apart in the database.
 */
export async function memberWithPoints(
  db: Db,
  points: number,
  who: { tag: string; name: string; lastName: string },
): Promise<{ email: string; userId: string }> {
  const [template] = await db.select().from(users).where(eq(users.email, demo.member.email));
  const email = `${who.tag}-${process.pid}-${++created}@demo.test`;
  const [row] = await db
    .insert(users)
    .values({
      campaignId: 77,
      kind: 'member',
      email,
      passwordHash: template?.passwordHash,
      name: who.name,
      lastName: who.lastName,
      firstAccess: false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('member not created');
  await ledgerService(db).accrue({
    campaignId: 77,
    userId: row.id,
    points,
    description: 'Crédito do teste',
    expiresAt: null,
    idempotencyKey: `${who.tag}:${email}`,
  });
  return { email, userId: row.id };
}
