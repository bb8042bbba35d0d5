import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges } from './audit';

describe('audit changes', () => {
  it('lists only the fields a campaign save changed, old → new', () => {
    const before = {
      name: 'Férias',
      settings: { couponEnabled: false, campaignConfig: { coinAlias: 'Pontos' }, fees: { a: 1 } },
      hosts: ['a.test'],
    };
    const after = {
      name: 'Férias Mais',
      settings: { couponEnabled: true, campaignConfig: { coinAlias: 'Pontos' }, fees: { a: 1 } },
      hosts: ['a.test', 'b.test'],
    };
    expect(auditChanges(before, after)).toEqual([
      { path: 'name', before: 'Férias', after: 'Férias Mais' },
      { path: 'settings.couponEnabled', before: false, after: true },
      { path: 'hosts', before: ['a.test'], after: ['a.test', 'b.test'] },
    ]);
  });

  it('lists what a creation set and nothing for an unchanged record', () => {
    expect(auditChanges(null, { code: 'X', value: 10 })).toEqual([
      { path: 'code', before: null, after: 'X' },
      { path: 'value', before: null, after: 10 },
    ]);
    expect(auditChanges({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });

  it('names known actions in Portuguese and leaves unknown ones as stored', () => {
    expect(auditActionLabel('booking.refunded')).toBe('Reserva cancelada e estornada');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });
});
