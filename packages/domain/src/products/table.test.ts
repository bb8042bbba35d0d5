import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CampaignLayout, ProductFlags } from '../campaigns/schema';
import type { CouponRule } from '../pricing/split';
import { bookingTypeSchema, productSchema } from './schema';
import {
  bookingTypeLabel,
  bookingTypeOf,
  couponFlagOf,
  isSearchType,
  productBySearchType,
  productOf,
  productRow,
  products,
  supplierProductOf,
  type BookingType,
  type CouponFlag,
  type LayoutFlag,
  type Product,
} from './table';

describe('the products table', () => {
  it('maps each row both ways: booking type, search type, code', () => {
    for (const row of products) {
      expect(productOf(row.bookingType)).toBe(row.code);
      expect(bookingTypeOf(row.code)).toBe(row.bookingType);
      expect(supplierProductOf(row.bookingType)).toBe(row.supplierProduct);
      expect(couponFlagOf(row.code)).toBe(row.couponFlag);
      expect(bookingTypeLabel(row.bookingType)).toBe(row.tabLabel);
      expect(productRow(row.code)).toBe(row);
      expect(productBySearchType(row.searchType)).toBe(row);
      expect(isSearchType(row.searchType)).toBe(true);
      expect(bookingTypeSchema.parse(row.bookingType)).toBe(row.bookingType);
      expect(productSchema.parse(row.code)).toBe(row.code);
    }
  });

  it('has one row per code, booking type, search type and flag', () => {
    for (const column of ['code', 'bookingType', 'searchType', 'couponFlag', 'layoutFlag'] as const)
      expect(new Set(products.map((row) => row[column])).size).toBe(products.length);
  });

  it('keeps the home tab order and its labels', () => {
    expect(products.map((row) => row.tabLabel)).toEqual([
      'Aéreo',
      'Exclusivos',
      'Hotel',
      'Carro',
      'Rodoviário',
      'Experiências',
    ]);
    expect(couponFlagOf('flight')).toBe('air');
  });

  it('rejects what is not a product', () => {
    for (const value of ['aéreo', 'Flight', '', null, undefined, 1, ['Aéreo']]) {
      expect(isSearchType(value)).toBe(false);
      expect(productBySearchType(value)).toBeNull();
    }
    expect(bookingTypeSchema.safeParse('flight').success).toBe(false);
    expect(productSchema.safeParse('FLIGHT').success).toBe(false);
    expect(() => productOf('TRAIN' as BookingType)).toThrow(RangeError);
    expect(() => bookingTypeOf('train' as Product)).toThrow(RangeError);
  });

  it("names the campaign's and the coupon's product keys", () => {
    expectTypeOf<LayoutFlag>().toEqualTypeOf<keyof ProductFlags>();
    expectTypeOf<Product>().toEqualTypeOf<keyof CampaignLayout & keyof ProductFlags>();
    expectTypeOf<CouponFlag>().toEqualTypeOf<Exclude<keyof CouponRule, 'discountType' | 'value'>>();
  });
});
