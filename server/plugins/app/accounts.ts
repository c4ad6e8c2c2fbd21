import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import { createAccessTokens } from '../../accounts/accessTokens';
import { createAccountService, type AccountService } from '../../accounts/accounts';
import { createAppleVerifier, createGoogleUserinfo, type FetchLike } from '../../accounts/providers';
import { deriveSecret, loadSigningKey } from '../../accounts/signingKey';
import { createBackgroundTasks, type BackgroundTasks } from '../../background';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
    /** Work finished after the answer (mails); drained on close, before the mailer closes. */
    background: BackgroundTasks;
  }
}

export interface AccountsPluginOptions {
  /** The HTTP client of Google's userinfo call. */
  fetch?: FetchLike;
  /** Apple's signing keys instead of the remote JWKS. */
  appleKeySet?: JWTVerifyGetKey;
}

/** App layer: accounts, sessions and the mails they send (server/accounts). */
export const accountsPlugin = fp(
  async (app: FastifyInstance, options: AccountsPluginOptions) => {
    const { config, db, now } = app;
    const background = createBackgroundTasks(app.logFor('accounts'));
    const signingKey = await loadSigningKey(db, config.jwtPrivateKey);
    const accounts = createAccountService({
      config,
      db,
      log: app.logFor('accounts'),
      mailer: app.mailer,
      accessTokens: createAccessTokens(signingKey, config.accessTokenTtlSeconds, now),
      background,
      now,
      rotationSecret: deriveSecret(signingKey, 'refresh-token-successor'),
      googleUserinfo: config.google.clientId
        ? createGoogleUserinfo({
            userinfoUrl: config.google.userinfoUrl,
            tokeninfoUrl: config.google.tokeninfoUrl,
            clientId: config.google.clientId,
            fetch: options.fetch ?? fetch,
          })
        : null,
      appleVerify: config.apple.clientId
        ? createAppleVerifier({
            jwksUrl: config.apple.jwksUrl,
            issuer: config.apple.issuer,
            clientId: config.apple.clientId,
            now,
            keySet: options.appleKeySet,
          })
        : null,
    });
    app.decorate('accounts', accounts);
    app.decorate('background', background);
    // The mails still going out are sent before the mailer (registered earlier) closes.
    app.addHook('onClose', async () => background.drain());
  },
  { name: 'accounts', fastify: '5.x', dependencies: ['database', 'mailer'] },
);
