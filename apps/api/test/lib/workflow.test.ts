import { describe, expect, it } from 'vitest';
import {
  compensate,
  createWorkflow,
  done,
  runWorkflow,
  step,
  type StepFailure,
  type Taken,
} from '../../src/lib/workflow';

/** A run's context: what happened, in order. */
interface Trail {
  events: string[];
  skip?: boolean;
}

/** A step taking `name` (or each of `names`), given back by its compensation. */
const taking = (name: string, options: { fail?: boolean; names?: string[] } = {}) =>
  step<Trail, string, string>(
    name,
    async (ctx, took) => {
      for (const taken of options.names ?? [name]) {
        ctx.events.push(`take ${taken}`);
        took(taken);
      }
      if (options.fail) throw new Error(`${name} failed`);
    },
    async (ctx, taken) => {
      ctx.events.push(`give back ${taken}`);
    },
  );

/** A step that takes nothing (nothing to give back). */
const plain = (name: string, fail = false) =>
  step<Trail, string>(name, async (ctx) => {
    ctx.events.push(name);
    if (fail) throw new Error(`${name} failed`);
  });

describe('the workflow runner', () => {
  it('runs the steps in order, skips those whose condition fails, and gives nothing back on success', async () => {
    const ctx: Trail = { events: [], skip: true };
    const outcome = await runWorkflow(
      createWorkflow('order', [
        taking('hold'),
        step<Trail, string>('skipped', async (c) => void c.events.push('skipped'), undefined, {
          when: (c) => !c.skip,
        }),
        plain('issue'),
        taking('capture'),
      ]),
      ctx,
    );
    expect(ctx.events).toEqual(['take hold', 'issue', 'take capture']);
    expect(outcome).toEqual({ result: undefined, failed: [] });
  });

  it('on a failure gives back exactly what the steps took, the last first, runs nothing after, and rethrows', async () => {
    const ctx: Trail = { events: [], skip: true };
    const run = runWorkflow(
      createWorkflow('failing', [
        taking('hold', { names: ['room 1', 'room 2'] }),
        plain('check'),
        step<Trail, string, string>(
          'skipped',
          async (_c, took) => took('skipped'),
          async (c) => {
            c.events.push('give back skipped');
          },
          { when: (c) => !c.skip },
        ),
        taking('card'),
        taking('points'),
        plain('issue', true),
        taking('after'),
      ]),
      ctx,
    );
    await expect(run).rejects.toThrow('issue failed');
    expect(ctx.events).toEqual([
      'take room 1',
      'take room 2',
      'check',
      'take card',
      'take points',
      'issue',
      'give back points',
      'give back card',
      'give back room 2',
      'give back room 1',
    ]);
  });

  it("gives back what the failing step itself took before it failed, before the earlier steps' takes", async () => {
    const ctx: Trail = { events: [] };
    await expect(
      runWorkflow(
        createWorkflow('partial', [
          taking('card'),
          taking('hold', { names: ['a', 'b'], fail: true }),
        ]),
        ctx,
      ),
    ).rejects.toThrow('hold failed');
    expect(ctx.events).toEqual([
      'take card',
      'take a',
      'take b',
      'give back b',
      'give back a',
      'give back card',
    ]);
  });

  it('reports a compensation that fails and still gives back the rest, then rethrows the step failure', async () => {
    const ctx: Trail = { events: [] };
    const failures: StepFailure[] = [];
    const stuck = step<Trail, string, string>(
      'stuck',
      async (c, took) => {
        c.events.push('take stuck');
        took('stuck');
      },
      async () => {
        throw new Error('cannot give back');
      },
    );
    await expect(
      runWorkflow(createWorkflow('stuck', [taking('first'), stuck, plain('boom', true)]), ctx, {
        onFailure: (failure) => failures.push(failure),
      }),
    ).rejects.toThrow('boom failed');
    expect(ctx.events).toEqual(['take first', 'take stuck', 'boom', 'give back first']);
    expect(failures).toEqual([
      expect.objectContaining({
        step: 'stuck',
        message: 'compensation failed; left for reconciliation',
        error: expect.objectContaining({ message: 'cannot give back' }),
      }),
    ]);
  });

  it('ends early with a step result, keeping what was taken', async () => {
    const ctx: Trail = { events: [] };
    const outcome = await runWorkflow(
      createWorkflow('awaiting', [
        taking('hold'),
        step<Trail, string>('challenge', async (c) => {
          c.events.push('challenge');
          return done('awaiting the code');
        }),
        plain('issue'),
      ]),
      ctx,
    );
    expect(outcome).toEqual({ result: 'awaiting the code', failed: [] });
    expect(ctx.events).toEqual(['take hold', 'challenge']);
  });

  it('goes on past a failed step marked continueOnFailure, reporting it, and gives nothing back', async () => {
    const ctx: Trail = { events: [] };
    const failures: StepFailure[] = [];
    const outcome = await runWorkflow(
      createWorkflow('captures', [
        taking('issue'),
        step<Trail, string>(
          'pointsCapture',
          async () => {
            throw new Error('ledger down');
          },
          undefined,
          { continueOnFailure: 'capture failed; left for reconciliation' },
        ),
        plain('cardCapture'),
      ]),
      ctx,
      { onFailure: (failure) => failures.push(failure) },
    );
    expect(outcome).toEqual({ result: undefined, failed: ['pointsCapture'] });
    expect(ctx.events).toEqual(['take issue', 'cardCapture']);
    expect(failures.map((f) => [f.step, f.message])).toEqual([
      ['pointsCapture', 'capture failed; left for reconciliation'],
    ]);
  });

  it('a resumed run gives back what earlier runs took too, after its own takes', async () => {
    const ctx: Trail = { events: [] };
    const earlier = (name: string): Taken => ({
      step: name,
      undo: async () => void ctx.events.push(`give back earlier ${name}`),
    });
    await expect(
      runWorkflow(createWorkflow('resumed', [taking('voucher'), plain('issue', true)]), ctx, {
        taken: [earlier('hold'), earlier('card')],
      }),
    ).rejects.toThrow('issue failed');
    expect(ctx.events).toEqual([
      'take voucher',
      'issue',
      'give back voucher',
      'give back earlier card',
      'give back earlier hold',
    ]);
  });

  it('compensate gives back a journal in reverse and says whether every compensation succeeded', async () => {
    const events: string[] = [];
    const taken = (name: string, fails = false): Taken => ({
      step: name,
      undo: async () => {
        events.push(name);
        if (fails) throw new Error(name);
      },
    });
    expect(await compensate([taken('a'), taken('b')])).toBe(true);
    expect(await compensate([taken('c'), taken('d', true), taken('e')])).toBe(false);
    expect(events).toEqual(['b', 'a', 'e', 'd', 'c']);
  });
});
