import { afterEach, describe, expect, it } from 'vitest';
import { readSearchType } from './readSearchType';
import { writeSearchType } from './searchType';

describe('search type (buscaAtual)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reads back every product the home tabs store', () => {
    for (const type of [
      'Aéreo',
      'Hotel',
      'Carro',
      'Rodoviário',
      'Experiencias',
      'Entretenimento',
    ] as const) {
      writeSearchType(type);
      expect(readSearchType()).toBe(type);
    }
  });

  it('reads nothing when none, another value or broken JSON is stored', () => {
    expect(readSearchType()).toBeNull();
    window.sessionStorage.setItem('buscaAtual', JSON.stringify('Cruzeiro'));
    expect(readSearchType()).toBeNull();
    window.sessionStorage.setItem('buscaAtual', JSON.stringify(['Aéreo']));
    expect(readSearchType()).toBeNull();
    window.sessionStorage.setItem('buscaAtual', '{not json');
    expect(readSearchType()).toBeNull();
  });
});
