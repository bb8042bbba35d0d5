import { describe, expect, it } from 'vitest';
import { declineReasonText } from './declines';

describe('decline reasons', () => {
  it('reads the bank codes in Portuguese, any unknown code as a refusal, none as none', () => {
    expect(declineReasonText('insufficient_funds')).toBe('Saldo ou limite insuficiente.');
    expect(declineReasonText('expired_card')).toBe('Cartão vencido.');
    expect(declineReasonText('something_new')).toBe('Pagamento recusado pelo banco.');
    expect(declineReasonText(null)).toBeNull();
  });
});
