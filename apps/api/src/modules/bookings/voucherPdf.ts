import PDFDocument from 'pdfkit';
import {
  bookingStatusLabels,
  voucherFilename,
  voucherTypeLabels,
  type BookingDetails,
} from '@portal/domain/bookings';
import type { BookingType } from '@portal/domain/products';
import { formatBRL, formatPoints } from '@portal/domain/money';
import { formatIsoDate } from '@portal/domain/search';
import { transferPlaces } from '@portal/domain/activities';
import type { CampaignRow } from '../campaigns/repository';
import { toBookingView } from './bookingView';
import type { BookingView as StoredView } from './repository';

export interface VoucherData {
  campaignName: string;
  coinAlias: string;
  locator: string;
  bookingCode: string | null;
  type: BookingType;
  description: string;
  /** yyyy-mm-dd */
  travelDate: string;
  passengers: Array<{ name: string; lastName: string }>;
  /** What was booked, per product, when the booking recorded it. */
  details: BookingDetails | null;
  pointsPaid: number;
  cashPaidCents: number;
  statusId: number;
  /** dd/mm/aaaa hh:mm of the purchase. */
  bookedAt: string;
}

/**
 * Code points of Windows-1252 above 0x7F that are not Latin-1: the PDF standard fonts
 * (no embedded font, small files) draw WinAnsi text only.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = { '→': '–', '←': '–', '✓': '*' };

/** Text the standard fonts can draw: accents of Portuguese stay, anything else is replaced. */
export function winAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (ch) => {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code < 0x100 || WIN_ANSI_EXTRAS.has(ch)) return ch;
    return REPLACEMENTS[ch] ?? '?';
  }).join('');
}

/** 'yyyy-MM-ddTHH:mm…' as 'dd/mm/aaaa HH:mm'. */
const brDateTime = (local: string) =>
  `${formatIsoDate(local.slice(0, 10))} ${local.slice(11, 16)}`.trim();

/** The itinerary lines of the e-ticket: flights, stay, rental, bus legs or session. */
export function itineraryLines(details: BookingDetails): string[] {
  switch (details.kind) {
    case 'flight':
      return details.journeys.flatMap((journey) =>
        journey.segments.flatMap((segment) =>
          segment.flights.map(
            (f) =>
              `${journey.direction} ${f.flightNumber}: ${f.departureAirport} ${brDateTime(f.departureDateTime)} → ${f.arrivalAirport} ${brDateTime(f.arrivalDateTime)}`,
          ),
        ),
      );
    case 'hotel':
      return [
        `${details.hotelName}, ${details.address}, ${details.cityName}`,
        `Entrada ${formatIsoDate(details.checkin)}, saída ${formatIsoDate(details.checkout)}`,
        ...details.rooms.map(
          (room, i) =>
            `Quarto ${i + 1}: ${room.roomName} (${room.ratePlanName}, ${room.mealPlanName})`,
        ),
      ];
    case 'car':
      return [
        `${details.companyName}: ${details.categoryName} (${details.model})`,
        `Retirada ${brDateTime(details.pickupDateTime)}, ${details.pickupAddress}`,
        `Devolução ${brDateTime(details.dropoffDateTime)}, ${details.dropoffAddress}`,
      ];
    case 'bus':
      return details.legs.map(
        (leg) =>
          `${leg.direction} ${leg.companyName} (${leg.classType}): ${leg.origin} ${brDateTime(leg.departure)} → ${leg.destination} ${brDateTime(leg.arrival)}, poltronas ${leg.seats.join(', ')}`,
      );
    case 'experience':
      return [
        `${details.name}, ${details.cityName}`,
        `${formatIsoDate(details.date)} ${details.time}`,
      ];
    case 'entertainment':
      return [
        `${details.name}, ${details.location}`,
        `${formatIsoDate(details.serviceDate)}${details.startingTime ? ` ${details.startingTime}` : ''}`,
        ...(details.transfer
          ? transferPlaces(details.transfer).map((place) => `${place.label}: ${place.text}`)
          : []),
      ];
  }
}

/** The voucher / e-ticket of a booking as a one-page A4 PDF. */
export function renderVoucherPdf(data: VoucherData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: winAnsi(`Voucher ${data.locator}`),
      Author: winAnsi(data.campaignName),
      Subject: winAnsi(data.description),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#555555').text(winAnsi(label.toUpperCase()));
    doc.font('Helvetica').fontSize(12).fillColor('#000000').text(winAnsi(value)).moveDown(0.6);
  };

  doc.font('Helvetica-Bold').fontSize(20).text(winAnsi(data.campaignName));
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#333333')
    .text(winAnsi(`Voucher / e-ticket – ${voucherTypeLabels[data.type]}`))
    .moveDown();
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .strokeColor('#999999')
    .stroke()
    .moveDown();

  line('Localizador', data.locator);
  line('Código da reserva', data.bookingCode ?? '–');
  line('Situação', bookingStatusLabels[data.statusId] ?? String(data.statusId));
  line('Produto', voucherTypeLabels[data.type]);
  line('Descrição', data.description);
  line('Data da viagem', formatIsoDate(data.travelDate));
  if (data.details) line('Itinerário', itineraryLines(data.details).join('\n'));
  line('Passageiros', data.passengers.map((p) => `${p.name} ${p.lastName}`).join('\n') || '–');
  const paid = [
    data.pointsPaid > 0 ? `${formatPoints(data.pointsPaid)} ${data.coinAlias}` : null,
    data.cashPaidCents > 0 ? formatBRL(data.cashPaidCents) : null,
  ].filter((part): part is string => part !== null);
  line('Valor pago', paid.join(' + ') || formatBRL(0));
  line('Data da compra', data.bookedAt);

  doc
    .moveDown()
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      winAnsi(
        'Apresente este voucher com um documento de identificação com foto no embarque, check-in ou retirada.',
      ),
    );
  doc.end();
  return done;
}

/** The voucher PDF of a stored booking, with its file name. */
export async function bookingVoucher(
  view: StoredView,
  campaign: Pick<CampaignRow, 'name' | 'settings'>,
): Promise<{ filename: string; pdf: Buffer }> {
  const { booking } = view;
  const pdf = await renderVoucherPdf({
    campaignName: campaign.name,
    coinAlias: campaign.settings.campaignConfig.coinAlias,
    locator: booking.locator,
    bookingCode: booking.bookingCode,
    type: booking.type,
    description: booking.description,
    travelDate: booking.travelDate,
    passengers: booking.passengers,
    details: booking.details,
    pointsPaid: booking.pointsPaid,
    cashPaidCents: booking.cashPaidCents,
    statusId: booking.statusId,
    bookedAt: toBookingView(view).bookingDateStr,
  });
  return { filename: voucherFilename(booking.locator), pdf };
}
