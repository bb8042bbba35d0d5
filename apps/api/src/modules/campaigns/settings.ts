import type { Campaign } from '@portal/domain/campaigns';

/** What a campaign record stores beyond its columns: the public campaign minus derived fields. */
export type CampaignSettings = Omit<Campaign, 'id' | 'name' | 'ssoEnabled'>;

/** The campaign's identity provider for single sign-on (OIDC authorization code with PKCE). */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}
