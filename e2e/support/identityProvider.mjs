// A real OpenID Connect provider (oidc-provider) playing the campaign shop's identity provider
// in the browser journeys. Its development login form accepts any login name.
import Provider from 'oidc-provider';

const port = Number(process.env.IDP_PORT ?? 3299);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'portal-77',
      client_secret: 'portal-77-secret',
      redirect_uris: [process.env.IDP_REDIRECT_URI ?? 'http://localhost:3210/auth/callback'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name', 'name'],
  },
  cookies: { keys: ['e2e-identity-provider-cookie-key'] },
  pkce: { required: () => true },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: `${id}@sso.demo.test`,
          email_verified: true,
          given_name: 'Sócio',
          family_name: 'Loja',
          name: 'Sócio Loja',
        };
      },
    };
  },
});

provider.listen(port, '127.0.0.1', () => console.log(`identity provider at ${issuer}`));
