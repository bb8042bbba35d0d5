import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherMessages } from '@portal/domain/bookings';
import type { FlightOffer } from '../../src/suppliers';
import { renderVoucherPdf, winAnsi } from '../../src/modules/bookings/voucherPdf';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { flightBooking, flightOffer, postBooking } from './helpers';
import { pdfText } from './pdfText';

interface OutboxRow {
  to: string;
  subject: string;
  attachments: Array<{ filename: string; contentType: string; size: number }> | null;
}

describe('voucher download and e-mail', { timeout: 120_000 }, () => {
  let t: TestApp;
  let token: string;
  let offer: FlightOffer;
  const call = (method: 'GET' | 'POST', path: string, locator: string) =>
    t.app.inject({
      method,
      url: `/api/booking/${path}?locator=${encodeURIComponent(locator)}`,
      headers: bearer(token),
    });
  const outbox = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as OutboxRow[];

  async function book(cardNumber: string, status: number) {
    const payload = flightBooking(offer, cardNumber);
    const response = await postBooking(t, token, payload);
    expect(response.statusCode, response.body).toBe(status);
    return {
      payload,
      locator: response.json().booking.locator as string,
      bookingCode: response.json().booking.bookingCode as string | null,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, demo.member)).idToken;
    offer = await flightOffer();
  }, 240_000);
  afterAll(async () => t?.close());

  it('downloads the PDF voucher of an emitido booking with its locator, code, passengers and amounts', async () => {
    const { payload, locator, bookingCode } = await book('4111111111111111', 200);
    const response = await call('GET', 'voucher', locator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="voucher-${locator}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(locator);
    expect(text).toContain(bookingCode ?? 'no code');
    expect(text).toContain('Maria Souza');
    expect(text).toContain('LOCALIZADOR');
    expect(text).toContain('emitido');
    expect(text).toContain('Passagem aérea');
    expect(text).toMatch(/GRU – GIG/);
    const first = offer.journeys[0]?.segments[0]?.flights[0];
    expect(text).toContain(`IDA ${first?.flightnumber}: ${first?.departurestation}`);
    expect(text).toContain(new Intl.NumberFormat('pt-BR').format(payload.pointsPrice));
    // A reader gives the no-break space after R$ back as a plain space.
    const spaced = (value: string) => value.replace(/\u00a0/g, ' ');
    expect(spaced(text)).toContain(
      spaced(
        new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(
          payload.cashPrice,
        ),
      ),
    );
  });

  it('e-mails the voucher with the PDF attached and answers its verbatim message', async () => {
    const { locator } = await book('4111111111111111', 200);
    const response = await call('POST', 'send-voucher', locator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Voucher reenviado, verifique seu e-mail!',
    });
    const mail = (await outbox()).find((m) => m.subject.includes(locator));
    expect(mail?.to).toBe(demo.member.email);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `voucher-${locator}.pdf`,
      contentType: 'application/pdf',
    });
    expect(mail?.attachments?.[0]?.size).toBeGreaterThan(1000);
  });

  it('refuses the voucher of a booking that is not emitido, sending nothing', async () => {
    const { locator } = await book('4000000000000002', 201);
    const sentBefore = (await outbox()).length;
    for (const response of [
      await call('GET', 'voucher', locator),
      await call('POST', 'send-voucher', locator),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(voucherMessages.notIssued);
    }
    expect((await outbox()).length).toBe(sentBefore);
  });

  it('rate-limits voucher e-mails of one booking', async () => {
    const { locator } = await book('4111111111111111', 200);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await call('POST', 'send-voucher', locator)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('voucher PDF rendering', () => {
  it('keeps Portuguese accents and replaces what the standard fonts cannot draw', () => {
    expect(winAnsi('São Paulo → Rio, “Ônibus” €5')).toBe('São Paulo – Rio, “Ônibus” €5');
    expect(winAnsi('東京')).toBe('??');
  });

  it('renders every field, including a cash-only purchase', async () => {
    const pdf = await renderVoucherPdf({
      campaignName: 'Campanha Teste',
      coinAlias: 'Pontos',
      locator: 'PBTESTE123',
      bookingCode: null,
      type: 'HOTEL',
      description: 'Hotel Atlântico, Salvador',
      travelDate: '2027-01-31',
      passengers: [{ name: 'JOÃO', lastName: 'CONCEIÇÃO' }],
      details: {
        kind: 'hotel',
        hotelCode: '2927408-001',
        hotelName: 'Hotel Atlântico',
        address: 'Av. Oceânica, 10',
        cityName: 'Salvador',
        imageURL: '',
        rating: 4,
        checkin: '2027-01-31',
        checkout: '2027-02-02',
        rooms: [
          {
            roomName: 'Luxo',
            roomDescription: '',
            ratePlanName: 'Tarifa flexível',
            mealPlanName: 'Café da manhã',
            refundable: true,
            cancelPenalty: null,
          },
        ],
      },
      pointsPaid: 0,
      cashPaidCents: 123_456,
      statusId: 2,
      bookedAt: '01/01/2027, 10:00',
    });
    const text = await pdfText(pdf);
    for (const expected of [
      'Campanha Teste',
      'PBTESTE123',
      'Hospedagem',
      'Hotel Atlântico, Salvador',
      '31/01/2027',
      'JOÃO CONCEIÇÃO',
      'R$',
      '1.234,56',
      'Entrada 31/01/2027, saída 02/02/2027',
      'Quarto 1: Luxo (Tarifa flexível, Café da manhã)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Pontos');
  });
});
