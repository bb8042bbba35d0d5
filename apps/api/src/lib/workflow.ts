import type { Attributes } from '@opentelemetry/api';
import { inSpan } from '../telemetry/spans';

/**
 * A small workflow runner on the model of Medusa's `createWorkflow` / `createStep`: a workflow is
 * an ordered list of steps over one typed context. Each step tells the runner what it takes, as
 * soon as it knows, with what gives it back; when a step fails, the runner gives back exactly
 * what was taken, the last first, and rethrows. Callers never undo by hand.
 */

/** Something a step took, in the run's journal: `undo` gives it back. */
export interface Taken {
  readonly step: string;
  undo(): Promise<unknown>;
}

/** A step's way of ending its workflow early with `result`: what the steps took is kept. */
export interface Done<R> {
  readonly done: R;
}
export const done = <R>(result: R): Done<R> => ({ done: result });

export interface StepOptions<C> {
  /** The step runs only when this holds for the context. */
  when?: (ctx: C) => boolean;
  /**
   * When the step fails, this is reported and the workflow goes on (Medusa's
   * `continueOnPermanentFailure`): for steps past the point of no return, left for reconciliation.
   */
  continueOnFailure?: string;
}

export interface Step<C, R> extends StepOptions<C> {
  readonly name: string;
  run(ctx: C, took: (taken: Taken) => void): Promise<Done<R> | void>;
}

/**
 * A step and beside it what undoes it (`createStep(name, invoke, compensate)`). `invoke` calls
 * `took` with each thing it takes as soon as it knows of it (before the call that takes it, when
 * the thing's id is chosen beforehand), so a failure inside the step gives that back too.
 */
export function step<C, R = never, T = void>(
  name: string,
  invoke: (ctx: C, took: (taken: T) => void) => Promise<Done<R> | void>,
  compensate?: (ctx: C, taken: T) => Promise<unknown>,
  options: StepOptions<C> = {},
): Step<C, R> {
  return {
    name,
    ...options,
    run: (ctx, took) =>
      invoke(ctx, (taken) => {
        if (compensate) took({ step: name, undo: () => compensate(ctx, taken) });
      }),
  };
}

export interface Workflow<C, R> {
  readonly name: string;
  readonly steps: ReadonlyArray<Step<C, R>>;
}

export const createWorkflow = <C, R>(
  name: string,
  steps: ReadonlyArray<Step<C, R>>,
): Workflow<C, R> => ({ name, steps });

/** A failed compensation, or a failed step the workflow went on past, with its message. */
export interface StepFailure {
  step: string;
  error: unknown;
  message: string;
}

export interface RunOptions {
  /**
   * What earlier runs took and this one takes over (a workflow resumed from what was persisted):
   * given back too, after what this run took.
   */
  taken?: Taken[];
  /** Attributes of every step's span, beside the workflow's and the step's names. */
  attributes?: Attributes;
  /** Told of each failed compensation, and of each failed step the workflow went on past. */
  onFailure?: (failure: StepFailure) => void;
}

export interface RunOutcome<R> {
  /** The result of the step that ended the workflow; undefined when every step ran. */
  result: R | undefined;
  /** The steps that failed and were gone on past (`continueOnFailure`). */
  failed: string[];
}

export const compensationFailed = 'compensation failed; left for reconciliation';

/**
 * Gives back each of `taken`, the last first, whatever the others do: one that fails is reported
 * and left for reconciliation. True when all succeeded.
 */
export async function compensate(
  taken: ReadonlyArray<Taken>,
  onFailure?: RunOptions['onFailure'],
): Promise<boolean> {
  let complete = true;
  for (const { step, undo } of [...taken].reverse()) {
    try {
      await undo();
    } catch (error) {
      complete = false;
      onFailure?.({ step, error, message: compensationFailed });
    }
  }
  return complete;
}

/**
 * Runs the workflow's steps in order, each in its own span (`saga.<step>`), recording what each
 * takes. A step that fails has everything taken so far given back in reverse order (its own
 * partial takes first), then its error is rethrown.
 */
export async function runWorkflow<C, R>(
  workflow: Workflow<C, R>,
  ctx: C,
  options: RunOptions = {},
): Promise<RunOutcome<R>> {
  const journal: Taken[] = [...(options.taken ?? [])];
  const failed: string[] = [];
  for (const current of workflow.steps) {
    if (current.when && !current.when(ctx)) continue;
    let outcome: Done<R> | void;
    try {
      outcome = await inSpan(
        `saga.${current.name}`,
        { ...options.attributes, 'saga.workflow': workflow.name, 'saga.step': current.name },
        () => current.run(ctx, (taken) => journal.push(taken)),
      );
    } catch (error) {
      if (current.continueOnFailure) {
        failed.push(current.name);
        options.onFailure?.({ step: current.name, error, message: current.continueOnFailure });
        continue;
      }
      await compensate(journal, options.onFailure);
      throw error;
    }
    if (outcome) return { result: outcome.done, failed };
  }
  return { result: undefined, failed };
}
