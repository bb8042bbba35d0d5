import { describe, expect, it } from 'vitest';
import { emptyTransferEnd } from '../activities/transfer';
import { busMessages } from '../buses/messages';
import { emptyBillingForm } from './billing';
import { emptyCardForm } from './card';
import {
  checkoutFormRules,
  checkoutTravellers,
  emptyCheckoutTraveller,
  travellerSlots,
  type CheckoutFormContext,
  type CheckoutFormValues,
  type CheckoutTraveller,
} from './checkoutForm';
import { checkoutMessages } from './payment';
import { travellerMessages } from './travellers';

const today = '2026-11-25';

const adult = (name: string, extra: Partial<CheckoutTraveller> = {}): CheckoutTraveller => ({
  ...emptyCheckoutTraveller,
  name,
  lastName: 'SOUZA',
  birthdate: '10/05/1985',
  gender: 'F',
  documentType: 'RG',
  documentNumber: '123456',
  email: 'ana@demo.test',
  phone: '(11) 98765-4321',
  ...extra,
});

const form = (travellers: CheckoutTraveller[], extra: Partial<CheckoutFormValues> = {}) =>
  ({
    travellers,
    transfer: { start: emptyTransferEnd, destination: { ...emptyTransferEnd, kind: 'address' } },
    seats: { going: [], back: [] },
    points: '0',
    useSaved: false,
    paymentMethod: 'card',
    cardByGateway: false,
    vaultId: '',
    card: emptyCardForm,
    billing: emptyBillingForm,
    termsAccepted: true,
    ...extra,
  }) satisfies CheckoutFormValues;

const paths = (result: ReturnType<typeof checkoutTravellers>) =>
  result.ok ? [] : result.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the checkout form', () => {
  it('lays out the forms of each product in screen order', () => {
    const hotel = travellerSlots({
      type: 'HOTEL',
      rooms: [['adult', 'child'], ['adult']],
      counts: { qtAdult: 2, qtChild: 1, qtRooms: 2 },
    });
    expect(hotel.map((slot) => [slot.group, slot.index, slot.main, slot.set.document])).toEqual([
      [0, 0, true, true],
      [0, 1, false, false],
      [1, 0, false, true],
    ]);
    expect(travellerSlots({ type: 'CAR' })).toEqual([
      expect.objectContaining({ address: true, main: true }),
    ]);
  });

  it('marks the repeated name on the later form and the whole group', () => {
    const result = checkoutTravellers(
      form([adult('ANA'), adult('ANA', { email: '', phone: '' })]),
      { type: 'FLIGHT', paxTypes: ['ADT', 'ADT'] },
      today,
    );
    expect(paths(result)).toEqual([
      ['travellers.1.name', travellerMessages.duplicatePassengers],
      ['root.travellers0', travellerMessages.duplicatePassengers],
    ]);
  });

  it('checks hotel rooms apart, and the guest counts of the search', () => {
    const plan = {
      type: 'HOTEL' as const,
      rooms: [['adult' as const], ['adult' as const]],
      counts: { qtAdult: 2, qtChild: 0, qtRooms: 2 },
    };
    const sameName = checkoutTravellers(form([adult('ANA'), adult('ANA')]), plan, today);
    expect(sameName.ok).toBe(true);
    const tooFew = checkoutTravellers(
      form([adult('ANA'), adult('BIA')]),
      { ...plan, counts: { qtAdult: 1, qtChild: 0, qtRooms: 3 } },
      today,
    );
    expect(paths(tooFew)).toEqual([['root.guestCount', travellerMessages.guestsBelowRooms]]);
  });

  it('asks a bus for a seat per passenger on every leg and gives the seats to the booking', () => {
    const plan = { type: 'BUS' as const, passengers: 1, roundTrip: true };
    const missing = checkoutTravellers(
      form([adult('ANA')], { seats: { going: ['01'], back: [] } }),
      plan,
      today,
    );
    expect(paths(missing)).toEqual([['seats.back', busMessages.selectSeats(1)]]);
    const chosen = checkoutTravellers(
      form([adult('ANA')], { seats: { going: ['01'], back: ['12'] } }),
      plan,
      today,
    );
    expect(chosen.ok && chosen.data).toMatchObject({
      type: 'BUS',
      seats: { going: ['01'], back: ['12'] },
    });
  });

  it('needs the driver address and the chosen branch of a transfer', () => {
    expect(paths(checkoutTravellers(form([adult('ANA')]), { type: 'CAR' }, today))).toEqual([
      ['travellers.0.address', 'Endereço não pode ser vazio'],
    ]);
    const transfer = checkoutTravellers(
      form([adult('ANA')]),
      { type: 'ENTERTAINMENT', bands: ['Adulto'], transfer: true },
      today,
    );
    expect(paths(transfer).map(([path]) => path)).toEqual([
      'transfer.start.airport',
      'transfer.start.reservationCode',
      'transfer.start.flightNumber',
      'transfer.start.arrivalTime',
      'transfer.destination.address',
    ]);
  });

  it('asks for the points rule, and for the card and billing only while R$ are due', () => {
    const context: CheckoutFormContext = {
      travellers: { type: 'FLIGHT', paxTypes: ['ADT'] },
      total: { points: 10_000, cash: 20_000 },
      split: {
        total: { points: 10_000, cash: 20_000 },
        policy: { acceptCashPayment: true, cashPaymentPercentage: 70 },
        balance: 50_000,
        coin: 'Pontos',
      },
      today,
    };
    const rules = checkoutFormRules(context);
    expect(rules.safeParse(form([adult('ANA')], { points: '10000' })).success).toBe(true);
    const below = rules.safeParse(form([adult('ANA')], { points: '100' }));
    const issues = below.success ? [] : below.error.issues.map((issue) => issue.path.join('.'));
    expect(issues).toContain('points');
    expect(issues).toContain('card.cardNumber');
    expect(issues).toContain('billing.documentNumber');
    expect(below.success ? null : below.error.issues[0]?.message).toBe(
      checkoutMessages.pointsBelowMinimum('Pontos', 3_000),
    );
    // A Pix pays the R$ with a QR code: neither card nor billing is asked.
    expect(
      rules.safeParse(form([adult('ANA')], { points: '5000', paymentMethod: 'pix' })).success,
    ).toBe(true);
    expect(
      rules.safeParse(form([adult('ANA')], { points: '5000', paymentMethod: 'card' })).success,
    ).toBe(false);
    // Stripe's own fields take the card: only its holder and the billing are asked here.
    const byGateway = rules.safeParse(
      form([adult('ANA')], { points: '5000', cardByGateway: true }),
    );
    const gatewayIssues = byGateway.success
      ? []
      : byGateway.error.issues.map((issue) => issue.path.join('.'));
    expect(gatewayIssues).toContain('card.holder');
    expect(gatewayIssues).not.toContain('card.cardNumber');
    expect(gatewayIssues).toContain('billing.documentNumber');
  });
});
