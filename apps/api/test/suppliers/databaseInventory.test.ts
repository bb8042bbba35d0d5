import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client';
import { DatabaseSandboxInventory } from '../../src/suppliers/sandbox/databaseInventory';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** The database handle with its `execute` in the test's hands; the rest is the real one. */
function withExecute(db: Db, execute: (query: Parameters<Db['execute']>[0]) => Promise<unknown>) {
  const handle = Object.create(db) as Db;
  handle.execute = execute as Db['execute'];
  return handle;
}

describe('the sandbox inventory version (DatabaseSandboxInventory.changed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('moves on after changes told together, which share one move', async () => {
    const db = t.database.db;
    let sent = 0;
    const inventory = new DatabaseSandboxInventory(
      withExecute(db, (query) => {
        sent++;
        return db.execute(query);
      }),
    );
    const before = await inventory.version();
    sent = 0;
    await Promise.all(Array.from({ length: 10 }, () => inventory.changed()));
    expect(sent).toBe(1);
    expect(await inventory.version()).toBeGreaterThan(before);
  });

  it('a change told while a move is on its way waits for a move sent once that one is answered', async () => {
    const events: string[] = [];
    const answers: Array<() => void> = [];
    const inventory = new DatabaseSandboxInventory(
      withExecute(t.database.db, () => {
        events.push(`sent ${answers.length + 1}`);
        return new Promise<void>((answer) => answers.push(answer));
      }),
    );
    const first = inventory.changed().then(() => events.push('first done'));
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    // Its hold committed after the first move was sent: that move may not cover it.
    const second = inventory.changed().then(() => events.push('second done'));
    const third = inventory.changed().then(() => events.push('third done'));
    await new Promise((tick) => setTimeout(tick, 10));
    expect(events).toEqual(['sent 1']);
    answers[0]!();
    await first;
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(events).toEqual(['sent 1', 'first done', 'sent 2']);
    answers[1]!();
    await Promise.all([second, third]);
    expect(events).toEqual(['sent 1', 'first done', 'sent 2', 'second done', 'third done']);
  });

  it('a failed move fails its callers, and the next change moves the version again', async () => {
    const db = t.database.db;
    let failing = true;
    const inventory = new DatabaseSandboxInventory(
      withExecute(db, (query) =>
        failing ? Promise.reject(new Error('connection lost')) : db.execute(query),
      ),
    );
    const reader = new DatabaseSandboxInventory(db);
    const before = await reader.version();
    await expect(inventory.changed()).rejects.toThrow('connection lost');
    failing = false;
    await inventory.changed();
    expect(await reader.version()).toBeGreaterThan(before);
  });
});
