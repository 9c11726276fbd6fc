import 'server-only';
import { env, OIDC_SLOTS, type AppEnv } from '@/lib/env';

/** A social sign-in provider as the server uses it; only `id` and `name` ever reach a page. */
export interface OidcProvider {
  /** The slug in its routes (/api/auth/oidc/{id}/…) and in user_identities.provider. */
  id: string;
  /** The button's "Continue with {name}". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  tokenAuthMethod: 'client_secret_basic' | 'client_secret_post';
}

export type PublicOidcProvider = Pick<OidcProvider, 'id' | 'name'>;

/** The configured slots in order; lib/env.ts already refused a half-configured one. */
export function oidcProviders(config: AppEnv = env()): OidcProvider[] {
  return OIDC_SLOTS.flatMap((slot) => {
    const id = config[`OIDC_${slot}_ID`];
    const name = config[`OIDC_${slot}_NAME`];
    const issuer = config[`OIDC_${slot}_ISSUER`];
    const clientId = config[`OIDC_${slot}_CLIENT_ID`];
    const clientSecret = config[`OIDC_${slot}_CLIENT_SECRET`];
    const tokenAuthMethod = config[`OIDC_${slot}_TOKEN_AUTH_METHOD`];
    return id && name && issuer && clientId && clientSecret ? [{ id, name, issuer, clientId, clientSecret, tokenAuthMethod }] : [];
  });
}

/** What the sign-in page shows: names and slugs, never the client settings. */
export function publicOidcProviders(): PublicOidcProvider[] {
  return oidcProviders().map(({ id, name }) => ({ id, name }));
}

/** The provider behind a route's slug; an unconfigured one does not exist (its routes answer 404). */
export function oidcProvider(id: string): OidcProvider | undefined {
  return oidcProviders().find((provider) => provider.id === id);
}
