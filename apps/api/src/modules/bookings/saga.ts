import type { FastifyBaseLogger } from 'fastify';
import { BookingStatus } from '@portal/domain';
import type { AuthorizeInput, AuthorizeOutcome, PaymentsService } from '../../payments/service';
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
import { productOf, type Product } from './quotes';
import type { BookingRow, BookingsRepository } from './repository';
import type { SagaRefs } from './types';

/** The steps of a purchase, in the order they run. */
export const stepIds = [
  'supplierHold',
  'cardAuthorisation',
  'pointsHold',
  'issue',
  'capture',
] as const;
export type StepId = (typeof stepIds)[number];

/** The steps whose work is undone when a later one fails, each by its own compensation. */
type CompensatedStep = 'supplierHold' | 'cardAuthorisation' | 'pointsHold';

/** Something a step took, as the booking records it: a supplier hold, a card authorisation, a points hold. */
interface Reference {
  step: CompensatedStep;
  id: string;
}

/**
 * A purchase step: its action, and beside it what undoes it (the shape of
 * `createStep(id, invoke, compensate)`). A step that takes something names its references:
 * those known before it runs (ids the caller chooses) are recorded on the booking first, the
 * others as soon as it returns, so a crash at any point leaves them on the row.
 */
interface Step<Input, Output> {
  id: StepId;
  invoke(booking: BookingRow, input: Input): Promise<Output>;
  planned?(input: Input): string[];
  taken?(output: Output): string[];
}
interface CompensatedStepDefinition<Input, Output> extends Step<Input, Output> {
  id: CompensatedStep;
  compensate(booking: BookingRow, reference: string, reason?: string): Promise<unknown>;
}

const createStep = <Input, Output>(step: Step<Input, Output>) => step;
const createCompensatedStep = <Input, Output>(step: CompensatedStepDefinition<Input, Output>) =>
  step;

export const refsOf = (row: BookingRow): SagaRefs => ({
  supplierHoldIds: row.supplierHoldIds,
  paymentTransactionId: row.paymentTransactionId,
  ledgerHoldId: row.ledgerHoldId,
});

/** The booking columns that record `refs`. */
export const recorded = (refs: SagaRefs): Partial<BookingRow> => ({
  supplierHoldIds: refs.supplierHoldIds,
  paymentTransactionId: refs.paymentTransactionId,
  ledgerHoldId: refs.ledgerHoldId,
});

function withReferences(refs: SagaRefs, step: CompensatedStep, ids: string[]): SagaRefs {
  switch (step) {
    case 'supplierHold':
      return { ...refs, supplierHoldIds: [...new Set([...refs.supplierHoldIds, ...ids])] };
    case 'cardAuthorisation':
      return { ...refs, paymentTransactionId: ids.at(-1) ?? refs.paymentTransactionId };
    case 'pointsHold':
      return { ...refs, ledgerHoldId: ids.at(-1) ?? refs.ledgerHoldId };
  }
}

/** The references of `refs` in the order their steps ran. */
function referencesOf(refs: SagaRefs): Reference[] {
  return [
    ...refs.supplierHoldIds.map((id): Reference => ({ step: 'supplierHold', id })),
    ...(refs.paymentTransactionId
      ? [{ step: 'cardAuthorisation', id: refs.paymentTransactionId } as const]
      : []),
    ...(refs.ledgerHoldId ? [{ step: 'pointsHold', id: refs.ledgerHoldId } as const] : []),
  ];
}

/**
 * Runs each action and logs the ones that fail, so one failure never stops the others: what
 * failed stays recorded on the booking for reconciliation. True when every action succeeded.
 */
export async function attemptEach<Action extends { step: string; run: () => Promise<unknown> }>(
  actions: Action[],
  failed: (error: unknown, action: Action) => void,
): Promise<boolean> {
  let complete = true;
  for (const action of actions) {
    try {
      await action.run();
    } catch (error) {
      complete = false;
      failed(error, action);
    }
  }
  return complete;
}

export interface SagaDeps {
  repo: BookingsRepository;
  ledger: LedgerService;
  payments: PaymentsService;
  suppliers: Suppliers;
  /** Deadline of one supplier call. */
  supplierTimeoutMs: number;
  log?: FastifyBaseLogger;
  /** Test hook: runs once a step is done and recorded (the crash-recovery tests end the process there). */
  afterStep?: (step: StepId) => void;
}

/** One booking's run through the steps: what it has taken so far. */
export interface SagaRun {
  readonly booking: BookingRow;
  refs: SagaRefs;
}

/**
 * The purchase saga: supplier hold ↔ cancel, card authorisation ↔ void, points hold ↔ release,
 * then the supplier issue and the captures, which are not undone (the booking exists at the
 * supplier by then). One runner records each step's references on the booking before the next
 * step, and undoes what a booking took in reverse order; the submission, the payment completed
 * after a challenge, the expiry of pendentes, the crash recovery and the cancellation share it.
 */
export function bookingSaga(deps: SagaDeps) {
  const { repo, ledger, payments, suppliers } = deps;
  const call = <T>(product: Product, run: (signal: AbortSignal) => Promise<T>): Promise<T> =>
    withTimeout(product, deps.supplierTimeoutMs, run).catch((error: unknown) => {
      throw bookingFailure(error);
    });
  const atSupplier = <T>(
    booking: BookingRow,
    run: (port: Suppliers[Product], signal: AbortSignal) => Promise<T>,
  ) => {
    const product = productOf(booking.type);
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
        await withTimeout(productOf(booking.type), deps.supplierTimeoutMs, (signal) =>
          suppliers[productOf(booking.type)].cancel(holdId, signal),
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

  const pointsHold = createCompensatedStep({
    id: 'pointsHold',
    invoke: (_booking, request: PointsHoldRequest) => ledger.hold(request),
    taken: (result) => [result.hold.id],
    compensate: (_booking, holdId, reason) => ledger.release(holdId, reason),
  });

  // Issued at the supplier, the booking is recorded emitido before the captures: from then on
  // a crash is finished (captured), never undone.
  const issue = createStep({
    id: 'issue',
    async invoke(booking, holdIds: string[]): Promise<Partial<BookingRow>> {
      const issued: Hold[] = [];
      for (const holdId of holdIds)
        issued.push(await atSupplier(booking, (port, signal) => port.issue(holdId, signal)));
      const fields = {
        state: 'issued' as const,
        statusId: BookingStatus.ISSUED,
        bookingCode: (issued[0]?.holdId ?? booking.id).replace(/-/g, '').slice(0, 8).toUpperCase(),
        expiresAt: null,
      };
      await repo.update(booking.id, fields);
      return fields;
    },
  });

  const capture = createStep({
    id: 'capture',
    async invoke(booking, refs: SagaRefs): Promise<PaymentTransaction | null> {
      if (refs.ledgerHoldId)
        await ledger.capture(refs.ledgerHoldId, `Resgate confirmado: ${booking.description}`);
      return refs.paymentTransactionId ? payments.capture(refs.paymentTransactionId) : null;
    },
  });

  const compensations: Record<
    CompensatedStep,
    (booking: BookingRow, reference: string, reason?: string) => Promise<unknown>
  > = {
    supplierHold: supplierHold.compensate,
    cardAuthorisation: cardAuthorisation.compensate,
    pointsHold: pointsHold.compensate,
  };

  async function record(run: SagaRun, step: CompensatedStep, ids: string[]): Promise<void> {
    const refs = withReferences(run.refs, step, ids);
    if (JSON.stringify(refs) === JSON.stringify(run.refs)) return;
    run.refs = refs;
    await repo.update(run.booking.id, recorded(run.refs));
  }

  return {
    /** A supplier call under the booking's deadline, its failures answered as the checkout's. */
    call,
    steps: { supplierHold, cardAuthorisation, pointsHold, issue, capture },

    /** A run of the steps for a booking, starting from what its row records. */
    start: (booking: BookingRow, refs: SagaRefs = refsOf(booking)): SagaRun => ({
      booking,
      refs,
    }),

    /** Runs one step for the booking, recording what it takes before anything else runs. */
    async run<Input, Output>(
      run: SagaRun,
      step: Step<Input, Output>,
      input: Input,
    ): Promise<Output> {
      const compensated = step.id in compensations ? (step.id as CompensatedStep) : null;
      if (compensated && step.planned) await record(run, compensated, step.planned(input));
      const output = await step.invoke(run.booking, input);
      if (compensated && step.taken) await record(run, compensated, step.taken(output));
      deps.afterStep?.(step.id);
      return output;
    },

    /**
     * Gives back what a booking took (one or several records of it), the last step first: points released (with `reason` on
     * the statement, the ledger's own when none), card voided, supplier holds cancelled. A compensation that fails is
     * logged and left for reconciliation; true when every one succeeded.
     */
    async undo(
      booking: BookingRow,
      refs: SagaRefs | SagaRefs[],
      reason?: string,
    ): Promise<boolean> {
      const references = new Map(
        [refs]
          .flat()
          .flatMap(referencesOf)
          .map((reference) => [`${reference.step}:${reference.id}`, reference]),
      );
      return attemptEach(
        [...references.values()].reverse().map(({ step, id }) => ({
          step,
          run: () => compensations[step](booking, id, reason),
        })),
        (error, { step }) =>
          deps.log?.error(
            { err: error, locator: booking.locator, step },
            'booking compensation failed; left for reconciliation',
          ),
      );
    },
  };
}
export type BookingSaga = ReturnType<typeof bookingSaga>;
