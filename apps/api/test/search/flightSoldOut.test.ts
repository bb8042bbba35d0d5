import { describe, expect, it } from 'vitest';
import { createSandboxSuppliers } from '../../src/suppliers';
import { economySearch } from '../helpers/flightSearch';

const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const search = (qtAdult: number) =>
  economySearch(
    [{ departureAirport: 'GRU', arrivelAirport: 'SSA', departureDate: daysAhead(70) }],
    qtAdult,
  );

describe('sandbox flight search and sold-out fares', () => {
  it('leaves out a fare without seats for the whole party, and offers it again when seats come back', async () => {
    const suppliers = createSandboxSuppliers({ inventoryFile: null });
    const signal = new AbortController().signal;
    const [offer] = await suppliers.flight.search(search(1), signal);
    if (!offer) throw new Error('no sandbox flight offer');
    const ids = async (adults: number) =>
      (await suppliers.flight.search(search(adults), signal)).map((o) => o.recommendationid);

    const most = await suppliers.flight.hold({ ref: offer.recommendationid, quantity: 8 }, signal);
    expect(await ids(1)).toContain(offer.recommendationid);
    expect(await ids(2)).not.toContain(offer.recommendationid);
    const last = await suppliers.flight.hold({ ref: offer.recommendationid, quantity: 1 }, signal);
    expect(await ids(1)).not.toContain(offer.recommendationid);

    await suppliers.flight.cancel(last.holdId, signal);
    await suppliers.flight.cancel(most.holdId, signal);
    expect(await ids(2)).toContain(offer.recommendationid);
  });

  it("answers a booking's recheck of one fare by that fare's own seats", async () => {
    const suppliers = createSandboxSuppliers({ inventoryFile: null });
    const signal = new AbortController().signal;
    const [offer, other] = await suppliers.flight.search(search(1), signal);
    if (!offer || !other) throw new Error('no sandbox flight offers');
    const recheck = async (id: string, adults: number) =>
      (await suppliers.flight.offer(id, search(adults), signal))?.recommendationid ?? null;

    const most = await suppliers.flight.hold({ ref: offer.recommendationid, quantity: 8 }, signal);
    expect(await recheck(offer.recommendationid, 1)).toBe(offer.recommendationid);
    expect(await recheck(offer.recommendationid, 2)).toBeNull();
    expect(await recheck(other.recommendationid, 2)).toBe(other.recommendationid);
    expect(await recheck('G3XX-nope', 1)).toBeNull();

    await suppliers.flight.cancel(most.holdId, signal);
    expect(await recheck(offer.recommendationid, 2)).toBe(offer.recommendationid);
  });
});
