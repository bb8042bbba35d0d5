import { describe, expect, it } from 'vitest';
import { campaignSiteOrigin } from '../src/modules/campaigns/site';

describe('campaignSiteOrigin', () => {
  const hosts = ['83.localhost', 'viagens.clubeverde.example'];

  it("answers the origin of one of the campaign's hosts, or of a loopback address, port kept", () => {
    expect(campaignSiteOrigin({ protocol: 'http', host: '83.localhost:3313' }, hosts)).toBe(
      'http://83.localhost:3313',
    );
    expect(
      campaignSiteOrigin({ protocol: 'https', host: 'Viagens.ClubeVerde.example' }, hosts),
    ).toBe('https://viagens.clubeverde.example');
    expect(campaignSiteOrigin({ protocol: 'http', host: '127.0.0.1:3000' }, hosts)).toBe(
      'http://127.0.0.1:3000',
    );
    expect(campaignSiteOrigin({ protocol: 'http', host: 'localhost:3000' }, [])).toBe(
      'http://localhost:3000',
    );
  });

  it('refuses any other host, and anything that is not a bare host', () => {
    expect(
      campaignSiteOrigin({ protocol: 'http', host: '77.localhost:3313' }, hosts),
    ).toBeUndefined();
    expect(campaignSiteOrigin({ protocol: 'https', host: 'evil.example' }, hosts)).toBeUndefined();
    expect(
      campaignSiteOrigin({ protocol: 'https', host: '83.localhost.evil.example' }, hosts),
    ).toBeUndefined();
    expect(
      campaignSiteOrigin({ protocol: 'http', host: 'evil.example@83.localhost' }, hosts),
    ).toBeUndefined();
    expect(campaignSiteOrigin({ protocol: 'http', host: '83.localhost/x' }, hosts)).toBeUndefined();
    expect(
      campaignSiteOrigin({ protocol: 'javascript', host: '83.localhost' }, hosts),
    ).toBeUndefined();
    expect(campaignSiteOrigin(undefined, hosts)).toBeUndefined();
  });
});
