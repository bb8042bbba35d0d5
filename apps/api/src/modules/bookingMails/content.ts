import { calendarEventOf, tripCalendar, voucherTypeLabels } from '@portal/domain/bookings';
import { brasiliaDateTime } from '@portal/domain/lib';
import { formatBRL, formatPoints } from '@portal/domain/money';
import type { BookingMailKind } from './repository';
import type { MailAttachment } from '../../mail/mailer';
import { renderMail, type MailTemplateName, type RenderedMail } from '../../mail/templates';
import type { CampaignRow } from '../campaigns/repository';
import { toBookingView } from '../bookings/bookingView';
import type { BookingView as StoredView } from '../bookings/repository';
import { bookingVoucher, itineraryLines } from '../bookings/voucherPdf';

/** Everything a booking e-mail is written from. */
export interface BookingMailContext {
  view: StoredView;
  campaign: Pick<CampaignRow, 'name' | 'settings'>;
  /** The member the e-mail greets (and goes to, when they have an address). */
  owner: { name: string; email: string | null };
  /** The portal's address, for the logo and the links. */
  publicUrl: string;
}

export interface BookingMailContent extends RenderedMail {
  subject: string;
  attachments: MailAttachment[];
}

export const templateOfKind: Record<BookingMailKind, MailTemplateName> = {
  confirmation: 'confirmation',
  cancellation: 'cancellation',
  pending_payment: 'pending-payment',
};

/** Where the member sees their trips in the portal. */
const MY_TRIPS_PATH = '/conta/minhas-viagens';
const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;
/** A colour from the campaign's settings, or the fallback when it is not a plain hex colour. */
const colour = (value: string, fallback: string) => (HEX_COLOUR.test(value) ? value : fallback);

const dateTimeBr = (at: Date) => brasiliaDateTime.format(at).replace(', ', ' às ');
const dateBr = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** The pendente's state as the member reads it: what happened and what to do. */
function pendingText(state: string): { reason: string; action: string } {
  if (state === 'declined')
    return {
      reason: 'O pagamento com cartão não foi autorizado e sua reserva está pendente.',
      action: 'Acesse Minhas viagens e reprocesse o pagamento com outro cartão.',
    };
  if (state === 'awaiting_payment')
    return {
      reason:
        'Sua reserva está aguardando o pagamento do Pix: os assentos e os pontos ficam reservados até o prazo.',
      action:
        'Pague pelo QR Code ou pelo código Pix copia e cola mostrados ao concluir a compra, antes do prazo.',
    };
  return {
    reason: 'Sua reserva está pendente: o pagamento ainda não foi confirmado.',
    action: 'Acesse Minhas viagens para concluir o pagamento.',
  };
}

const subjects: Record<BookingMailKind, (name: string, locator: string) => string> = {
  confirmation: (name, locator) => `${name}: reserva ${locator} confirmada`,
  cancellation: (name, locator) => `${name}: reserva ${locator} cancelada`,
  pending_payment: (name, locator) => `${name}: pagamento pendente da reserva ${locator}`,
};

const headings: Record<BookingMailKind, string> = {
  confirmation: 'Reserva confirmada',
  cancellation: 'Reserva cancelada',
  pending_payment: 'Pagamento pendente',
};

/**
 * The e-mail of `kind` for a booking, from its templates: subject, HTML, text and, for the
 * confirmation, the PDF voucher and the trip's calendar file.
 */
export async function bookingMailContent(
  kind: BookingMailKind,
  context: BookingMailContext,
): Promise<BookingMailContent> {
  const { view, campaign, owner, publicUrl } = context;
  const { booking } = view;
  const layout = campaign.settings.campaignConfigLayout;
  const coin = campaign.settings.campaignConfig;
  const base = publicUrl.replace(/\/$/, '');
  const points = (value: number) => `${formatPoints(value)} ${coin.shortenCoinAlias}`;
  const issued = booking.bookingCode !== null;
  const refund = {
    points: booking.refundPoints ?? 0,
    cashCents: booking.refundCashCents ?? 0,
  };
  const subject = subjects[kind](campaign.name, booking.locator);
  const rendered = renderMail(templateOfKind[kind], {
    subject,
    heading: headings[kind],
    campaign: {
      name: campaign.name,
      logoUrl: layout.logo ? new URL(layout.logo, `${base}/`).toString() : null,
      headerColor: colour(layout.headerColor, '#1f2933'),
      headerTextColor: colour(layout.homeTextColor, '#ffffff'),
      accentColor: colour(layout.searchColor, '#1f2933'),
      coinName: coin.coinAlias,
    },
    member: { name: owner.name },
    booking: {
      locator: booking.locator,
      bookingCode: booking.bookingCode,
      product: voucherTypeLabels[booking.type],
      description: booking.description,
      travelDate: dateBr(booking.travelDate),
      itinerary: booking.details ? itineraryLines(booking.details) : [],
      travellers: booking.passengers.map((p) => `${p.name} ${p.lastName}`),
      bookedAt: dateTimeBr(booking.createdAt),
    },
    paid: {
      points: booking.pointsPaid > 0 ? points(booking.pointsPaid) : null,
      cash: booking.cashPaidCents > 0 ? formatBRL(booking.cashPaidCents) : null,
    },
    refund: { points: points(refund.points), cash: formatBRL(refund.cashCents) },
    // What the booked rate kept: only an issued booking paid anything to keep.
    retained: {
      points: points(issued ? Math.max(0, booking.pointsPaid - refund.points) : 0),
      cash: formatBRL(issued ? Math.max(0, booking.cashPaidCents - refund.cashCents) : 0),
    },
    cancelledAt: booking.cancelledAt ? dateTimeBr(booking.cancelledAt) : '',
    pending: {
      ...pendingText(booking.state),
      deadline: booking.expiresAt ? dateTimeBr(booking.expiresAt) : '',
    },
    tripsUrl: `${base}${MY_TRIPS_PATH}`,
  });

  const attachments: MailAttachment[] = [];
  if (kind === 'confirmation') {
    const voucher = await bookingVoucher(view, campaign);
    attachments.push({
      filename: voucher.filename,
      contentType: 'application/pdf',
      content: voucher.pdf,
    });
    // The file my trips' 'Adicionar ao calendário' gives, under the campaign's name.
    const ics = tripCalendar(calendarEventOf(toBookingView(view)), new Date(), {
      productId: `-//${campaign.name}//Reservas//PT`,
      uidSuffix: '',
    });
    if (ics)
      attachments.push({
        filename: `reserva-${booking.locator}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics, 'utf8'),
      });
  }
  return { subject, ...rendered, attachments };
}
