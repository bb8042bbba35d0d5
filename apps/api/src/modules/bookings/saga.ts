import type { FastifyBaseLogger } from 'fastify';
import { authMessages } from '@portal/domain/auth';
import { supplierProductOf, type SupplierProduct } from '@portal/domain/products';
import { conflict } from '../../lib/errors';
import {
  compensate,
  runWorkflow,
  step as workflowStep,
  type Done,
  type RunOutcome,
  type Step as WorkflowStep,
  type StepOptions,
  type Taken,
  type Workflow,
} from '../../lib/workflow';
import type {
  AuthorizeInput,
  AuthorizeOutcome,
  PaymentsService,
  PixInput,
} from '../../payments/service';
import type { PaymentTransaction } from '../../payments/repository';
import {
  bookingFailure,
  SupplierNotFoundError,
  withTimeout,
  type Hold,
  type HoldRequest,
  type Suppliers,
} from '../../suppliers';
import type { HoldRequest as PointsHoldRequest, LedgerService } from '../ledger/service';
import type { BookingFields, BookingRow, BookingsRepository } from './repository';
import type { UserKind } from '../../plugins/session';
import type { SagaRefs } from './types';

/**
 * Every step a booking's saga runs: the purchase (in the order it runs), then the cancellation's.
 * The crash-recovery test names them to end the process after one.
 */
export const stepIds = [
  'supplierHold',
  'cardAuthorisation',
  'pointsHold',
  'pixCharge',
  'issue',
  'pointsCapture',
  'cardCapture',
  'supplierCancel',
  'pointsRefund',
  'cardRefund',
] as const;
export type StepId = (typeof stepIds)[number];

/** The steps whose work is undone when a later one fails, each by its own compensation. */
type CompensatedStep = 'supplierHold' | 'cardAuthorisation' | 'pointsHold' | 'pixCharge' | 'issue';
/** Those whose references the booking's row records (the issue's voucher claim is the member's). */
type RecordedStep = Exclude<CompensatedStep, 'issue'>;

/** Something a step took, as the booking records it: a supplier hold, a card authorisation, a points hold. */
interface Reference {
  step: RecordedStep;
  id: string;
}

/**
 * A saga step: its action, and beside it what undoes it when it has one (the shape of
 * `createStep(id, invoke, compensate)`). A step that takes something names its references:
 * those known before it runs (ids the caller chooses) are recorded on the booking first, the
 * others as soon as it returns, so a crash at any point leaves them on the row.
 */
export interface Step<Input, Output> {
  id: StepId;
  /** `run`: the run it is a step of, with what it took before (a submission's run records some with its next move). */
  invoke(booking: BookingRow, input: Input, run?: SagaRun): Promise<Output>;
  planned?(input: Input): string[];
  taken?(output: Output): string[];
  compensate?(booking: BookingRow, reference: string, reason?: string): Promise<unknown>;
}
interface CompensatedStepDefinition<Input, Output> extends Step<Input, Output> {
  id: CompensatedStep;
  compensate(booking: BookingRow, reference: string, reason?: string): Promise<unknown>;
}

export const createStep = <Input, Output>(step: Step<Input, Output>) => step;
const createCompensatedStep = <Input, Output>(step: CompensatedStepDefinition<Input, Output>) =>
  step;

/** The input of a step that runs once when `value` is set, and not at all when it is null. */
export const present = <T>(value: T | null | undefined): T[] =>
  value === null || value === undefined ? [] : [value];

/** What a booking has taken before its first step: nothing. */
export const nothingTaken: Readonly<SagaRefs> = Object.freeze({
  supplierHoldIds: [],
  paymentTransactionId: null,
  ledgerHoldId: null,
});

export const refsOf = (row: BookingRow): SagaRefs => ({
  supplierHoldIds: row.supplierHoldIds,
  paymentTransactionId: row.paymentTransactionId,
  ledgerHoldId: row.ledgerHoldId,
});

/** The booking columns that record `refs`. */
export const recorded = (refs: SagaRefs): BookingFields => ({
  supplierHoldIds: refs.supplierHoldIds,
  paymentTransactionId: refs.paymentTransactionId,
  ledgerHoldId: refs.ledgerHoldId,
});

/** The statement row of the points a booking spent. */
export const redemptionDescription = (booking: Pick<BookingRow, 'description'>) =>
  `Resgate confirmado: ${booking.description}`;

function withReferences(refs: SagaRefs, step: RecordedStep, ids: string[]): SagaRefs {
  switch (step) {
    case 'supplierHold':
      return { ...refs, supplierHoldIds: [...new Set([...refs.supplierHoldIds, ...ids])] };
    case 'cardAuthorisation':
    case 'pixCharge':
      return { ...refs, paymentTransactionId: ids.at(-1) ?? refs.paymentTransactionId };
    case 'pointsHold':
      return { ...refs, ledgerHoldId: ids.at(-1) ?? refs.ledgerHoldId };
  }
}

/**
 * The references of `refs` in the order their steps ran: the supplier's holds first, or last
 * when the hold is the sale (taken once the payment is secured).
 */
function referencesOf(refs: SagaRefs, holdSells: boolean): Reference[] {
  const holds = refs.supplierHoldIds.map((id): Reference => ({ step: 'supplierHold', id }));
  const payment: Reference[] = [
    ...(refs.paymentTransactionId
      ? [{ step: 'cardAuthorisation', id: refs.paymentTransactionId } as const]
      : []),
    ...(refs.ledgerHoldId ? [{ step: 'pointsHold', id: refs.ledgerHoldId } as const] : []),
  ];
  return holdSells ? [...payment, ...holds] : [...holds, ...payment];
}

export interface SagaDeps {
  repo: BookingsRepository;
  ledger: LedgerService;
  payments: PaymentsService;
  suppliers: Suppliers;
  /** Deadline of one supplier call. */
  supplierTimeoutMs: number;
  log?: FastifyBaseLogger;
  /** Runs once a step of a booking is done and recorded (the crash-recovery test ends the process there). */
  afterStep?: (step: StepId, booking: BookingRow) => void;
}

/** One booking's run through the steps: what it has taken so far. */
export interface SagaRun {
  readonly booking: BookingRow;
  refs: SagaRefs;
  /** The statement's words for points given back should the run be undone (the ledger's own when unset). */
  reason?: string;
  /**
   * A submission's run: the booking stays 'processing' until its next move, and the crash
   * recovery finds a card authorisation or points hold of such a booking by its locator, so
   * those references are written with that move (issue, decline, challenge, failure) instead of
   * one update each.
   */
  submission?: boolean;
  /**
   * The buyer's kind when the run knows it (the submission's caller): a user's kind never
   * changes, so a buyer who is not a travel voucher's needs no claim at the issue.
   */
  buyer?: UserKind;
}

/** The context of a booking's workflow: its run through the saga's steps, and what the workflow adds. */
export interface BookingWorkflowContext {
  readonly saga: SagaRun;
}

/** A saga step as a workflow step: `then` sees its outputs and may end the workflow. */
export interface SagaStepOptions<C, Output, R> extends StepOptions<C> {
  then?: (ctx: C, outputs: Output[]) => Promise<Done<R> | void>;
}

/**
 * The booking saga's steps: supplier hold ↔ cancel, card authorisation ↔ void, points hold ↔
 * release, issue ↔ the travel voucher given back, then the captures, which are not undone (the
 * booking exists at the supplier by then). `run` runs one step and records what it took on the
 * booking before the next; `step` makes one a step of a booking's workflow, which `execute` runs
 * on the workflow runner (lib/workflow.ts); `undo` gives back what a booking's row records, in
 * reverse order (the expiry of pendentes, the crash recovery).
 */
export function bookingSaga(deps: SagaDeps) {
  const { repo, ledger, payments, suppliers } = deps;
  const call = <T>(
    product: SupplierProduct,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> =>
    withTimeout(product, deps.supplierTimeoutMs, run).catch((error: unknown) => {
      throw bookingFailure(error);
    });
  const atSupplier = <T>(
    booking: BookingRow,
    run: (port: Suppliers[SupplierProduct], signal: AbortSignal) => Promise<T>,
  ) => {
    const product = supplierProductOf(booking.type);
    return call(product, (signal) => run(suppliers[product], signal));
  };

  const supplierHold = createCompensatedStep({
    id: 'supplierHold',
    // The booking's own id for the hold, recorded before the supplier is called.
    planned: (request: HoldRequest) => (request.holdId ? [request.holdId] : []),
    invoke: (booking, request: HoldRequest): Promise<Hold> =>
      atSupplier(booking, (port, signal) => port.hold(request, signal)),
    taken: (hold) => [hold.holdId],
    async compensate(booking, holdId) {
      try {
        await withTimeout(supplierProductOf(booking.type), deps.supplierTimeoutMs, (signal) =>
          suppliers[supplierProductOf(booking.type)].cancel(holdId, signal),
        );
      } catch (error) {
        // Never taken (the crash or the failure came before it), or already gone.
        if (error instanceof SupplierNotFoundError) return;
        throw error;
      }
    },
  });

  const cardAuthorisation = createCompensatedStep({
    id: 'cardAuthorisation',
    invoke: (_booking, input: AuthorizeInput): Promise<AuthorizeOutcome> =>
      payments.authorize(input),
    taken: (outcome) => [outcome.transaction.id],
    compensate: (_booking, transactionId) => payments.void(transactionId),
  });

  // The cash part by Pix, after the points are held: the booking then awaits the payer. Its
  // compensation is the payment's (voiding a Pix cancels it, or refunds it once paid).
  const pixCharge = createCompensatedStep({
    id: 'pixCharge',
    invoke: (_booking, input: PixInput): Promise<PaymentTransaction> => payments.createPix(input),
    taken: (transaction) => [transaction.id],
    compensate: (_booking, transactionId) => payments.void(transactionId),
  });

  const pointsHold = createCompensatedStep({
    id: 'pointsHold',
    invoke: (_booking, request: PointsHoldRequest) => ledger.hold(request),
    taken: (result) => [result.hold.id],
    compensate: (_booking, holdId, reason) => ledger.release(holdId, reason),
  });

  // Issued at the supplier, the booking is recorded emitido before the captures: from then on
  // a crash is finished (captured), never undone. A travel voucher is single use: the purchase
  // made with it claims it before the supplier issues, and `undo` gives it back.
  const issue = createCompensatedStep({
    id: 'issue',
    // The voucher is claimed inside the step, so its give-back is known before it runs (a
    // no-op when the claim was never made).
    planned: () => ['voucher'],
    compensate: (booking) => repo.releaseVoucher(booking.id),
    async invoke(booking, holdIds: string[], run?: SagaRun): Promise<BookingRow> {
      const buyer = run?.buyer;
      if (buyer === undefined || buyer === 'voucher') {
        if ((await repo.claimVoucher(booking)) === 'used')
          throw conflict(authMessages.voucherUsed, 'VOUCHER_USED');
      }
      const issued: Hold[] = [];
      for (const holdId of holdIds)
        issued.push(await atSupplier(booking, (port, signal) => port.issue(holdId, signal)));
      return repo.move(booking, 'issued', {
        ...(run && recorded(run.refs)),
        pendingHolds: null,
        // The airline's booking reference (PNR) when the supplier gives one.
        bookingCode:
          issued[0]?.reference ??
          (issued[0]?.holdId ?? booking.id).replace(/-/g, '').slice(0, 8).toUpperCase(),
        expiresAt: null,
      });
    },
  });

  // Captures finish what is issued: each is idempotent (capturing a captured hold or
  // transaction is a no-op), so the recovery may run one again.
  const pointsCapture = createStep({
    id: 'pointsCapture',
    invoke: (booking, holdId: string) => ledger.capture(holdId, redemptionDescription(booking)),
  });
  const cardCapture = createStep({
    id: 'cardCapture',
    invoke: (_booking, transactionId: string): Promise<PaymentTransaction> =>
      payments.capture(transactionId),
  });

  // The cancellation's first step: each supplier hold cancelled by the purchase's own
  // compensation. A refusal or a timeout stops the cancellation, answered as the supplier's.
  const supplierCancel = createStep({
    id: 'supplierCancel',
    invoke: (booking, holdId: string) =>
      supplierHold.compensate(booking, holdId).catch((error: unknown) => {
        throw bookingFailure(error);
      }),
  });

  const compensations: Record<
    CompensatedStep,
    (booking: BookingRow, reference: string, reason?: string) => Promise<unknown>
  > = {
    supplierHold: supplierHold.compensate,
    cardAuthorisation: cardAuthorisation.compensate,
    pointsHold: pointsHold.compensate,
    pixCharge: pixCharge.compensate,
    issue: issue.compensate,
  };

  /** Whether the booking's supplier sells on hold: its holds wait for the payment (`pendingHolds`). */
  const holdSells = (booking: Pick<BookingRow, 'type'>): boolean =>
    suppliers[supplierProductOf(booking.type)].holdSells ?? false;

  /** Records what a step took on the booking, and tells `took` each reference it had not yet. */
  async function record(
    run: SagaRun,
    step: CompensatedStep,
    ids: string[],
    took?: (reference: string) => void,
  ): Promise<void> {
    if (step === 'issue') {
      ids.forEach((id) => took?.(id));
      return;
    }
    const known = new Set(referencesOf(run.refs, false).map((r) => `${r.step}:${r.id}`));
    const refs = withReferences(run.refs, step, ids);
    for (const id of ids) if (!known.has(`${step}:${id}`)) took?.(id);
    if (JSON.stringify(refs) === JSON.stringify(run.refs)) return;
    run.refs = refs;
    if (run.submission && (step === 'cardAuthorisation' || step === 'pointsHold')) return;
    await repo.update(run.booking.id, recorded(run.refs));
  }

  /**
   * Runs one step for the booking, recording what it takes (on the row, and through `took`)
   * before anything else runs.
   */
  async function run<Input, Output>(
    run: SagaRun,
    step: Step<Input, Output>,
    input: Input,
    took?: (reference: string) => void,
  ): Promise<Output> {
    const compensated = step.id in compensations ? (step.id as CompensatedStep) : null;
    if (compensated && step.planned) await record(run, compensated, step.planned(input), took);
    const output = await step.invoke(run.booking, input, run);
    if (compensated && step.taken) await record(run, compensated, step.taken(output), took);
    deps.afterStep?.(step.id, run.booking);
    return output;
  }

  /**
   * `definition` as a step of a booking's workflow, run once for each of `inputs` (skipped when
   * there are none). What it takes is recorded on the booking and given back by its compensation,
   * with the run's reason.
   */
  function sagaStep<C extends BookingWorkflowContext, Input, Output, R = never>(
    definition: Step<Input, Output>,
    inputs: (ctx: C) => Input[],
    options: SagaStepOptions<C, Output, R> = {},
  ): WorkflowStep<C, R> {
    const { then, when, ...rest } = options;
    const undo = definition.compensate;
    return workflowStep<C, R, string>(
      definition.id,
      async (ctx, took) => {
        const outputs: Output[] = [];
        for (const input of inputs(ctx)) outputs.push(await run(ctx.saga, definition, input, took));
        return then?.(ctx, outputs);
      },
      undo && ((ctx, reference) => undo(ctx.saga.booking, reference, ctx.saga.reason)),
      { ...rest, when: (ctx) => (when?.(ctx) ?? true) && inputs(ctx).length > 0 },
    );
  }

  /** What a run's booking took so far, as its references say, in the order the steps took it. */
  const takenBy = (run: SagaRun): Taken[] =>
    referencesOf(run.refs, holdSells(run.booking)).map(({ step, id }) => ({
      step,
      undo: () => compensations[step](run.booking, id, run.reason),
    }));

  const failureLog =
    (booking: BookingRow) =>
    ({ step, error, message }: { step: string; error: unknown; message: string }) =>
      deps.log?.error({ err: error, locator: booking.locator, step }, message);

  return {
    /** A supplier call under the booking's deadline, its failures answered as the checkout's. */
    call,
    holdSells,
    steps: {
      supplierHold,
      cardAuthorisation,
      pointsHold,
      pixCharge,
      issue,
      pointsCapture,
      cardCapture,
      supplierCancel,
    },

    /** A run of the steps for a booking, starting from what its row records. */
    start: (
      booking: BookingRow,
      refs: SagaRefs = refsOf(booking),
      options: Pick<SagaRun, 'submission' | 'buyer'> = {},
    ): SagaRun => ({ booking, refs, ...options }),

    run,

    step: sagaStep,

    /**
     * Runs a booking's workflow (see lib/workflow.ts): each step in its span, labelled with the
     * booking's locator, and what the steps took given back should one fail. A resumed workflow
     * (the payment completed after the submission answered) gives back what the booking took
     * before it too.
     */
    execute<C extends BookingWorkflowContext, R>(
      workflow: Workflow<C, R>,
      ctx: C,
      options: { resume?: boolean } = {},
    ): Promise<RunOutcome<R>> {
      const { booking } = ctx.saga;
      return runWorkflow(workflow, ctx, {
        taken: options.resume ? takenBy(ctx.saga) : [],
        attributes: { 'booking.locator': booking.locator },
        onFailure: failureLog(booking),
      });
    },

    /**
     * Gives back what a booking took (one or several records of it), the last step first: its
     * travel voucher, points released (with `reason` on the statement, the ledger's own when
     * none), card voided, supplier holds cancelled. True when every compensation succeeded.
     * Only a booking that did not issue is undone, so its voucher is always given back.
     */
    async undo(
      booking: BookingRow,
      refs: SagaRefs | SagaRefs[],
      reason?: string,
    ): Promise<boolean> {
      const references = new Map(
        [refs]
          .flat()
          .flatMap((taken) => referencesOf(taken, holdSells(booking)))
          .map((reference) => [`${reference.step}:${reference.id}`, reference]),
      );
      return compensate(
        [
          ...[...references.values()].map(({ step, id }): Taken => ({
            step,
            undo: () => compensations[step](booking, id, reason),
          })),
          // The issue's claim of a travel voucher (a no-op when it made none): taken last.
          { step: 'issue', undo: () => issue.compensate(booking, 'voucher') },
        ],
        failureLog(booking),
      );
    },
  };
}
export type BookingSaga = ReturnType<typeof bookingSaga>;
