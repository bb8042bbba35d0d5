import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { driverValues, placeholders, prepared, shapeOf } from '../db/prepared';
import { paymentCards, paymentEvents, paymentTransactions } from '../db/schema';

export type PaymentCard = typeof paymentCards.$inferSelect;
export type PaymentTransaction = typeof paymentTransactions.$inferSelect;
export type TransactionStatus = PaymentTransaction['status'];

/** Statuses in which a transaction reserves the payer's money without having taken it: a void gives it back. */
export const voidableStatuses = [
  'pending',
  'awaiting_payment',
  'requires_two_factor',
  'requires_redirect',
  'authorized',
] as const satisfies readonly TransactionStatus[];

export const isVoidable = (status: TransactionStatus): boolean =>
  (voidableStatuses as readonly TransactionStatus[]).includes(status);

/** SQL of payments: cards (vault token, brand, last 4) and transactions. */
export function paymentsRepository(db: Db | Tx) {
  /** The update of one transaction; with `from`, only while it is still in that status. */
  async function writeTransaction(
    id: string,
    values: Partial<typeof paymentTransactions.$inferInsert>,
    from?: TransactionStatus,
  ): Promise<PaymentTransaction | undefined> {
    const fields = { ...values, updatedAt: new Date() };
    const [row] = await prepared(
      db,
      `paymentTransactions.update(${from ?? 'any'}: ${shapeOf(fields)})`,
      (db) =>
        db
          .update(paymentTransactions)
          .set(placeholders(fields))
          .where(
            and(
              eq(paymentTransactions.id, sql.placeholder('id')),
              from ? eq(paymentTransactions.status, from) : undefined,
            ),
          )
          .returning(),
    ).execute({ ...driverValues(paymentTransactions, fields), id });
    return row;
  }

  return {
    async insertCard(values: typeof paymentCards.$inferInsert): Promise<PaymentCard> {
      const [row] = await prepared(db, `paymentCards.insert(${shapeOf(values)})`, (db) =>
        db.insert(paymentCards).values(placeholders(values)).returning(),
      ).execute(driverValues(paymentCards, values));
      if (!row) throw new Error('card not stored');
      return row;
    },
    async cardByVaultToken(vaultToken: string): Promise<PaymentCard | undefined> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.vaultToken, vaultToken));
      return row;
    },
    async cardById(id: string): Promise<PaymentCard | undefined> {
      const [row] = await db.select().from(paymentCards).where(eq(paymentCards.id, id));
      return row;
    },
    async savedCards(campaignId: number, userId: string): Promise<PaymentCard[]> {
      return db
        .select()
        .from(paymentCards)
        .where(
          and(
            eq(paymentCards.campaignId, campaignId),
            eq(paymentCards.userId, userId),
            eq(paymentCards.saved, true),
          ),
        )
        .orderBy(desc(paymentCards.createdAt));
    },
    /** Takes a card off the owner's saved cards; false when it is not one of them. */
    async forgetSavedCard(campaignId: number, userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(paymentCards)
        .set({ saved: false })
        .where(
          and(
            eq(paymentCards.id, id),
            eq(paymentCards.campaignId, campaignId),
            eq(paymentCards.userId, userId),
            eq(paymentCards.saved, true),
          ),
        )
        .returning({ id: paymentCards.id });
      return rows.length > 0;
    },
    async insertTransaction(
      values: typeof paymentTransactions.$inferInsert,
    ): Promise<PaymentTransaction> {
      const [row] = await prepared(db, `paymentTransactions.insert(${shapeOf(values)})`, (db) =>
        db.insert(paymentTransactions).values(placeholders(values)).returning(),
      ).execute(driverValues(paymentTransactions, values));
      if (!row) throw new Error('transaction not stored');
      return row;
    },
    async transactionById(id: string, lock = false): Promise<PaymentTransaction | undefined> {
      const byId = (db: Db | Tx) =>
        db
          .select()
          .from(paymentTransactions)
          .where(eq(paymentTransactions.id, sql.placeholder('id')));
      const [row] = await (
        lock
          ? prepared(db, 'paymentTransactions.byId.forUpdate', (db) => byId(db).for('update'))
          : prepared(db, 'paymentTransactions.byId', byId)
      ).execute({ id });
      return row;
    },
    async transactionByKey(key: string): Promise<PaymentTransaction | undefined> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.idempotencyKey, key));
      return row;
    },
    async transactionsByReference(reference: string): Promise<PaymentTransaction[]> {
      return db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.reference, reference));
    },
    async transactionByGatewayReference(
      gatewayReference: string,
    ): Promise<PaymentTransaction | undefined> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.gatewayReference, gatewayReference));
      return row;
    },
    /** Payments whose outcome is still open and unchanged since `before`, oldest first. */
    async openTransactions(before: Date, limit = 100): Promise<PaymentTransaction[]> {
      return db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            inArray(paymentTransactions.status, ['unknown', 'awaiting_payment']),
            lt(paymentTransactions.updatedAt, before),
          ),
        )
        .orderBy(asc(paymentTransactions.updatedAt))
        .limit(limit);
    },
    /** Records a gateway event's id; false when it was recorded before (handled already). */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },
    async updateTransaction(
      id: string,
      values: Partial<typeof paymentTransactions.$inferInsert>,
    ): Promise<PaymentTransaction> {
      const row = await writeTransaction(id, values);
      if (!row) throw new Error('transaction not found');
      return row;
    },
    /** Updates a transaction still in status `from`; undefined when another call moved it first. */
    moveTransaction(
      id: string,
      from: TransactionStatus,
      values: Partial<typeof paymentTransactions.$inferInsert>,
    ): Promise<PaymentTransaction | undefined> {
      return writeTransaction(id, values, from);
    },
  };
}
