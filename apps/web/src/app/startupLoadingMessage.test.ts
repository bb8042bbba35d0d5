import { afterEach, describe, expect, it } from 'vitest';
import { startupLoadingMessage } from './startupLoadingMessage';

describe('start-up loading message', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('on the results address says the search is running, for the products that say so', () => {
    window.history.replaceState(null, '', '/busca/resultado-pesquisa');
    for (const type of ['Aéreo', 'Carro', 'Experiencias', 'Entretenimento']) {
      window.sessionStorage.setItem('buscaAtual', JSON.stringify(type));
      expect(startupLoadingMessage()).toBe(
        'Aguarde enquanto buscamos os melhores preços para você!',
      );
    }
  });

  it('keeps the generic wait for hotels, buses, no search and every other address', () => {
    window.history.replaceState(null, '', '/busca/resultado-pesquisa');
    expect(startupLoadingMessage()).toBeUndefined();
    for (const type of ['Hotel', 'Rodoviário']) {
      window.sessionStorage.setItem('buscaAtual', JSON.stringify(type));
      expect(startupLoadingMessage()).toBeUndefined();
    }
    window.sessionStorage.setItem('buscaAtual', JSON.stringify('Aéreo'));
    window.history.replaceState(null, '', '/');
    expect(startupLoadingMessage()).toBeUndefined();
  });
});
