import { describe, expect, it } from 'vitest';
import { priceFields } from '../bookings/schema';
import { normalizeCep, formatCep } from '../cep/schema';
import {
  couponCheckRequestSchema,
  couponMessages,
  requestedCouponCode,
  serviceDiscountRequestSchema,
} from './schema';
import { optionalCouponCodeSchema } from './code';

describe('coupon contracts', () => {
  it('needs a code (couponCode or the legacy coupon) and a product', () => {
    const ok = couponCheckRequestSchema.safeParse({
      category: 'bus',
      cashTotalValue: 10,
      coupon: 'abc',
    });
    expect(ok.success).toBe(true);
    expect(requestedCouponCode({ coupon: ' abc ' })).toBe('abc');
    expect(requestedCouponCode({ coupon: 'x', couponCode: 'y' })).toBe('y');
    const noCode = couponCheckRequestSchema.safeParse({
      type: 'FLIGHT',
      cashTotalValue: 10,
      couponCode: ' ',
    });
    expect(noCode.error?.issues[0]?.message).toBe(couponMessages.codeRequired);
    const noProduct = couponCheckRequestSchema.safeParse({ cashTotalValue: 10, couponCode: 'A' });
    expect(noProduct.error?.issues[0]?.message).toBe(couponMessages.categoryRequired);
    expect(
      serviceDiscountRequestSchema.safeParse({ cashTotalValue: 10 }).error?.issues[0]?.message,
    ).toBe(couponMessages.codeRequired);
  });

  it('keeps its verbatim messages verbatim', () => {
    expect(couponMessages.alreadyApplied).toBe(
      'Já existe um cupom aplicado, remova-o para adicionar um novo!',
    );
    expect(couponMessages.applied).toBe('Cupom aplicado com sucesso!');
    expect(couponMessages.failed).toBe('Falha na validação do cupom');
  });

  it('reads a booking code upper-cased, an empty one as no coupon', () => {
    expect(optionalCouponCodeSchema.parse(' desconto10 ')).toBe('DESCONTO10');
    expect(optionalCouponCodeSchema.parse('')).toBeUndefined();
    expect(optionalCouponCodeSchema.parse(undefined)).toBeUndefined();
    expect(optionalCouponCodeSchema.safeParse('x'.repeat(41)).success).toBe(false);
    expect(priceFields.couponCode.parse('menos5000')).toBe('MENOS5000');
  });

  it('normalizes a CEP with or without its mask', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep(' 01.310-100 ')).toBe('01310100');
    expect(normalizeCep('0131010')).toBeNull();
    expect(normalizeCep('01310-10a')).toBeNull();
    expect(formatCep('01310100')).toBe('01310-100');
  });
});
