import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekday } from '../../src/lib/calendarDates';

describe('calendar dates', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days between dates, whatever daylight saving does', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('names the weekday, Sunday as 0', () => {
    expect(weekday('2026-03-01')).toBe(0);
    expect(weekday('2026-03-07')).toBe(6);
  });
});
