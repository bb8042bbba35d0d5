import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_ADVANCE_DAYS, minimumAdvanceDays } from './advance';

describe('minimum advance of the search calendars', () => {
  it("uses the campaign's advanceDaysCar for round-trip flights, hotels and cars", () => {
    expect(minimumAdvanceDays({ product: 'flight', roundTrip: true }, 3)).toBe(3);
    expect(minimumAdvanceDays({ product: 'hotel' }, 0)).toBe(0);
    expect(minimumAdvanceDays({ product: 'car' }, 12)).toBe(12);
  });

  it('keeps 7 days for one-way flights and for buses, one way or round trip', () => {
    expect(minimumAdvanceDays({ product: 'flight', roundTrip: false }, 3)).toBe(7);
    expect(minimumAdvanceDays({ product: 'bus', roundTrip: false }, 3)).toBe(7);
    expect(minimumAdvanceDays({ product: 'bus', roundTrip: true }, 3)).toBe(7);
    expect(DEFAULT_MIN_ADVANCE_DAYS).toBe(7);
  });

  it('falls back to 7 days when the campaign has no valid advance', () => {
    expect(minimumAdvanceDays({ product: 'car' }, null)).toBe(7);
    expect(minimumAdvanceDays({ product: 'hotel' }, undefined)).toBe(7);
    expect(minimumAdvanceDays({ product: 'flight', roundTrip: true }, -1)).toBe(7);
  });
});
