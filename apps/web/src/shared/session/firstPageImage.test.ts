import { afterEach, describe, expect, it } from 'vitest';
import {
  firstPageImage,
  rememberFirstPageImages,
  rememberedFirstPageImage,
} from './firstPageImage';

const layout = {
  logo: '/files/campaign/77/logo',
  homeImage: '/files/campaign/77/home',
  homeImageBanner: true,
};

describe('first page image', () => {
  afterEach(() => window.localStorage.clear());

  it('is the banner on the home when the campaign shows one, the logo elsewhere', () => {
    expect(firstPageImage(layout, '/')).toBe('/files/campaign/77/home');
    expect(firstPageImage(layout, '/busca/resultado-pesquisa')).toBe('/files/campaign/77/logo');
    expect(firstPageImage({ ...layout, homeImageBanner: false }, '/')).toBe(
      '/files/campaign/77/logo',
    );
  });

  it("is remembered for the same user's next start-up only", () => {
    rememberFirstPageImages('member-1', layout);
    expect(rememberedFirstPageImage('member-1', '/')).toBe('/files/campaign/77/home');
    expect(rememberedFirstPageImage('member-1', '/minhas-viagens')).toBe('/files/campaign/77/logo');
    expect(rememberedFirstPageImage('member-2', '/')).toBeNull();
  });

  it('is nothing when nothing or something unreadable was kept', () => {
    expect(rememberedFirstPageImage('member-1', '/')).toBeNull();
    window.localStorage.setItem('firstPageImages', '{"localId":"member-1","logo":3}');
    expect(rememberedFirstPageImage('member-1', '/')).toBeNull();
    window.localStorage.setItem('firstPageImages', 'not json');
    expect(rememberedFirstPageImage('member-1', '/')).toBeNull();
  });
});
