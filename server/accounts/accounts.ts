import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../openapi/schema.gen';
import type { BackgroundTasks } from '../background';
import { readAllowance } from '../billing/allowance';
import { trustedOrigins, type ServerConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { Refused, refusal, refusalsOf, type Result } from '../results';
import type { AuthUser } from './authUser';
import type { Mailer } from '../mail/mailer';
import type { MailLanguage } from '../mail/language';
import { deletePrivateScenariosOf } from '../postings/repository';
import { passwordResetMail, verificationMail } from '../mail/templates';
import type { AccessTokens } from './accessTokens';
import { consumeEmailToken, createEmailToken, dropEmailTokens, findEmailToken, lastVerificationRedirect } from './emailTokens';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { ProviderRefusal, type ProviderIdentity } from './providers';
import {
  familyOfToken,
  isLiveInFamily,
  successorToken,
  findRefreshTokenForUpdate,
  issueRefreshToken,
  markRefreshTokenUsed,
  newFamilyId,
  revokeAllRefreshTokens,
  revokeFamily,
} from './refreshTokens';
import {
  deactivateUser,
  findActiveUserByEmail,
  findActiveUserByProvider,
  findSignedInUser,
  findUserByEmail,
  findUserById,
  insertUser,
  isUniqueViolation,
  markEmailVerified,
  setPasswordHash,
  normalizeName,
  splitName,
  updateNames,
  type Provider,
  type UserRow,
} from './users';

type Schemas = components['schemas'];

export const MIN_PASSWORD_LENGTH = 8;

/** The texts a client may show (spec §5 and §8 where it gives them). */
export const MESSAGES = {
  registered: 'Registration successful. Please check your email to verify your account.',
  userExists: 'An account with this email address already exists. Please try signing in instead.',
  invalidRedirect: 'The redirect URI must be an absolute http(s) address of this application.',
  verified: 'Your email has been verified successfully! You can now sign in.',
  invalidVerificationKey: 'Email verification failed. The link may be expired or invalid.',
  resendAccepted: 'If an account with this email exists and is not yet verified, a new verification link has been sent.',
  invalidCredentials: 'Invalid email or password',
  nameRequired: 'Please enter your name.',
  verificationRequired:
    'Please verify your email address before logging in. Check your email for verification link.',
  forgotAccepted: 'If an account with this email exists, we have sent instructions to reset the password.',
  invalidResetToken: 'Invalid or expired reset token',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
  invalidRefreshToken: 'Your session has expired. Please sign in again.',
  profileUpdated: 'Profile updated successfully',
  newPasswordsDiffer: 'New passwords do not match.',
  newPasswordTooShort: 'New password must be at least 8 characters long.',
  wrongCurrentPassword: 'Current password is incorrect.',
  passwordNotSet: 'This account signs in with Google or Apple and has no password. Use "Forgot password" to set one.',
  passwordChanged: 'Password updated successfully',
  deactivated: 'Your account has been deactivated.',
  authenticationRequired: 'Authentication required',
  namesRequired: 'First and last name are required.',
  providerNotConfigured: (provider: string) => `${provider} sign-in is not configured on this server.`,
  googleUserInfo: 'Unable to retrieve user information from Google. Please try again or contact support.',
  appleInvalid: 'Apple authentication failed. Please try again or contact support.',
  providerEmailUnverified: (provider: string) =>
    `Your ${provider} account has no verified email address. Verify it with ${provider} and try again.`,
  linkingRequired: (provider: string) =>
    `An account with this email already exists. Please sign in with your email and password first, then link your ${provider} account in your profile settings.`,
} as const;

export interface AccountServiceDeps {
  config: ServerConfig;
  db: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  accessTokens: AccessTokens;
  background: BackgroundTasks;
  now: () => Date;
  /** Google's userinfo call, or null when GOOGLE_CLIENT_ID is unset. */
  googleUserinfo: ((accessToken: string) => Promise<ProviderIdentity>) | null;
  /** Apple's identity-token check, or null when APPLE_CLIENT_ID is unset. */
  appleVerify: ((identityToken: string) => Promise<ProviderIdentity>) | null;
  /** The key refresh-token successors are derived with (see `successorToken`); the same in every process. */
  rotationSecret: Buffer;
}

/** Why the account system refuses a request; the HTTP layer maps each to its status (server/http/refusals.ts). */
export type AccountRefusal =
  | 'invalid_redirect_uri'
  | 'name_required'
  | 'names_required'
  | 'user_already_exists'
  | 'invalid_verification_key'
  | 'invalid_credentials'
  | 'email_verification_required'
  | 'invalid_reset_token'
  | 'password_mismatch'
  | 'password_too_short'
  | 'password_not_set'
  | 'invalid_current_password'
  | 'invalid_refresh_token'
  | 'unauthorized'
  | 'provider_not_configured'
  | 'user_info_call_failure'
  | 'invalid_identity_token'
  | 'email_not_verified'
  | 'account_linking_required';

/** An account operation's answer: its value or why it was refused. */
export type AccountResult<T> = Result<T, AccountRefusal>;

const refused = (reason: AccountRefusal, message: string, details?: Record<string, unknown>) =>
  new Refused(refusal(reason, message, details));

/** The body of a public method: refusals thrown by its helpers become its result. */
const answer = <T>(body: () => Promise<T>): Promise<AccountResult<T>> => refusalsOf<T, AccountRefusal>(body);

export type AccountService = ReturnType<typeof createAccountService>;

/** One sign-in provider's part of `providerLogin`. */
interface ProviderSignIn {
  /** The provider's name in messages. */
  label: string;
  /** Checks the token and reads who it names; null when the provider is not configured. */
  identify: ((token: string) => Promise<ProviderIdentity>) | null;
  /** The refusal when the provider rejects the token. */
  tokenRefused: [AccountRefusal, string];
  /** The refusal when a first sign-in brings no verified email address. */
  emailUnverified: [AccountRefusal, string];
}

/** Is `uri` an absolute http(s) address on an origin this server serves? */
export function isTrustedRedirect(config: ServerConfig, uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return trustedOrigins(config).includes(url.origin);
}

function authProviders(user: UserRow): Array<'password' | 'google' | 'apple'> {
  const providers: Array<'password' | 'google' | 'apple'> = [];
  if (user.password_hash) providers.push('password');
  if (user.google_sub) providers.push('google');
  if (user.apple_sub) providers.push('apple');
  return providers;
}

/** The account system of spec §3–§8: registration, verification, sign-in, sessions, profile. */
export function createAccountService(deps: AccountServiceDeps) {
  const { config, db, log, mailer, accessTokens, background, now, rotationSecret } = deps;
  const appUrl = `${config.publicUrl}/jobtalkai`;
  const defaultRedirect = `${appUrl}/login`;

  function requireTrustedRedirect(uri: string): void {
    if (!isTrustedRedirect(config, uri)) throw refused('invalid_redirect_uri', MESSAGES.invalidRedirect);
  }

  function verificationLink(key: string, redirectUri: string): string {
    return `${appUrl}/verify-email?${new URLSearchParams({ key, redirectUri })}`;
  }

  function resetLink(token: string): string {
    return `${appUrl}/reset-password?${new URLSearchParams({ token })}`;
  }

  /** Creates a fresh verification secret (older links stop working) and the mail that carries it. */
  async function prepareVerification(q: Queryable, user: UserRow, redirectUri: string, language: MailLanguage) {
    const at = now();
    const key = await createEmailToken(q, user.id, 'verify_email', at, config.verificationTtlHours, redirectUri);
    return verificationMail(
      user.email,
      user.first_name || user.name,
      verificationLink(key, redirectUri),
      config.verificationTtlHours,
      language,
    );
  }

  /** A new device session: a refresh-token family, its first token and an access token bound to it. */
  async function startSession(q: Queryable, user: UserRow) {
    const familyId = newFamilyId();
    const refreshToken = await issueRefreshToken(q, user.id, familyId, now(), config.refreshTokenTtlDays);
    const accessToken = await accessTokens.sign({ sub: user.id, email: user.email, name: user.name, sid: familyId });
    return { accessToken, refreshToken, familyId };
  }

  /** Every sign-in's answer: a new session for `user` and its tokens. */
  async function signIn(user: UserRow) {
    const session = await startSession(db, user);
    return {
      access_token: session.accessToken,
      refresh_token: session.refreshToken,
      token_type: 'Bearer' as const,
      expires_in: accessTokens.ttlSeconds,
    };
  }

  async function userView(user: UserRow): Promise<Schemas['User']> {
    const allowance = await readAllowance(db, user.id, now());
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.first_name,
      lastName: user.last_name,
      emailVerified: user.email_verified_at !== null,
      hasPassword: user.password_hash !== null,
      authProviders: authProviders(user),
      createdAt: new Date(user.created_at).toISOString(),
      hasProSubscription: allowance.hasProSubscription,
      availableSessions: allowance.availableSessions,
    };
  }

  async function activeUser(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user || user.status !== 'active') throw refused('unauthorized', MESSAGES.authenticationRequired);
    return user;
  }

  /** What differs between signing in through Google and through Apple; the flow is `providerLogin`. */
  const signInProviders: Record<Provider, ProviderSignIn> = {
    google: {
      label: 'Google',
      identify: deps.googleUserinfo,
      tokenRefused: ['user_info_call_failure', MESSAGES.googleUserInfo],
      emailUnverified: ['email_not_verified', MESSAGES.providerEmailUnverified('Google')],
    },
    apple: {
      label: 'Apple',
      identify: deps.appleVerify,
      tokenRefused: ['invalid_identity_token', MESSAGES.appleInvalid],
      emailUnverified: ['invalid_identity_token', MESSAGES.appleInvalid],
    },
  };

  /** Sign-in through Google or Apple: by provider id, else refuse a taken email, else a new verified account. */
  async function providerLogin(
    provider: Provider,
    body: Schemas['ProviderLoginRequest'],
  ): Promise<Schemas['ProviderLoginResponse']> {
    const { label: providerLabel, identify, tokenRefused, emailUnverified } = signInProviders[provider];
    if (!identify) throw refused('provider_not_configured', MESSAGES.providerNotConfigured(providerLabel));
    let identity: ProviderIdentity;
    try {
      identity = await identify(body.token);
    } catch (error) {
      if (!(error instanceof ProviderRefusal)) throw error;
      log.info({ reason: error.message }, `${providerLabel} sign-in refused`);
      throw refused(...tokenRefused);
    }
    const requestedName = body.name;
    const requested = requestedName === undefined ? '' : normalizeName(requestedName);
    if (requestedName !== undefined && !requested) throw refused('name_required', MESSAGES.nameRequired);
    let user = await findActiveUserByProvider(db, provider, identity.sub);
    let isNewUser = false;
    if (!user) {
      if (!identity.email || !identity.emailVerified) throw refused(...emailUnverified);
      if (await findUserByEmail(db, identity.email)) {
        throw refused('account_linking_required', MESSAGES.linkingRequired(providerLabel));
      }
      const given = requested || identity.name || [identity.givenName, identity.familyName].filter(Boolean).join(' ');
      const name = given || identity.email.split('@')[0];
      const parts = identity.givenName
        ? { firstName: identity.givenName, lastName: identity.familyName ?? '' }
        : splitName(name);
      try {
        user = await insertUser(db, {
          email: identity.email,
          name,
          firstName: parts.firstName,
          lastName: parts.lastName,
          passwordHash: null,
          emailVerifiedAt: now(),
          googleSub: provider === 'google' ? identity.sub : null,
          appleSub: provider === 'apple' ? identity.sub : null,
          now: now(),
        });
      } catch (error) {
        // Two first sign-ins at once: the other one created the account.
        if (isUniqueViolation(error)) throw refused('account_linking_required', MESSAGES.linkingRequired(providerLabel));
        throw error;
      }
      isNewUser = true;
    }
    return { ...(await signIn(user)), isNewUser };
  }

  return {
    /** The user of a valid access token whose account is active and whose session was not revoked. */
    async authenticate(token: string): Promise<AuthUser | null> {
      let claims;
      try {
        claims = await accessTokens.verify(token);
      } catch (err) {
        // An expired, forged or malformed token: the request is unauthenticated, nothing more.
        log.debug({ reason: err instanceof Error ? err.message : String(err) }, 'access token refused');
        return null;
      }
      const user = await findSignedInUser(db, claims.sub, claims.sid, now());
      return user ? { ...user, sessionId: claims.sid } : null;
    },

    /** `language`: the mail's (the request's Accept-Language, see server/mail/language.ts). */
    register(body: Schemas['RegisterRequest'], language: MailLanguage = 'en'): Promise<AccountResult<Schemas['RegisterResponse']>> {
      return answer(async () => {
        requireTrustedRedirect(body.redirectUri);
        const name = normalizeName(body.name);
        if (!name) throw refused('name_required', MESSAGES.nameRequired);
        if (await findUserByEmail(db, body.email)) throw refused('user_already_exists', MESSAGES.userExists);
        const passwordHash = await hashPassword(body.password);
        const { firstName, lastName } = splitName(name);
        let mail;
        try {
          mail = await db.transaction(async (tx) => {
            const user = await insertUser(tx, {
              email: body.email,
              name,
              firstName,
              lastName,
              passwordHash,
              emailVerifiedAt: null,
              now: now(),
            });
            return prepareVerification(tx, user, body.redirectUri, language);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw refused('user_already_exists', MESSAGES.userExists);
          throw error;
        }
        // The account exists either way; a mail that could not go out is resent from /check-email.
        await mailer.send(mail).catch((err: unknown) => log.error({ err }, 'the verification mail could not be sent'));
        return { message: MESSAGES.registered, email: body.email.trim() };
      });
    },

    verifyEmail(key: string, requestedRedirect?: string): Promise<AccountResult<Schemas['VerifyEmailResponse']>> {
      return answer(async () => {
        const at = now();
        const token = await findEmailToken(db, key, 'verify_email');
        const invalid = () => refused('invalid_verification_key', MESSAGES.invalidVerificationKey);
        if (!token || token.expires_at.getTime() <= at.getTime()) throw invalid();
        const user = await findUserById(db, token.user_id);
        if (!user || user.status !== 'active') throw invalid();
        if (token.used_at) {
          // The same link opened twice (a second tab, a mail scanner): already done, say so again.
          if (!user.email_verified_at) throw invalid();
        } else {
          const consumed = await db.transaction(async (tx) => {
            if (!(await consumeEmailToken(tx, token.id, at))) return false;
            await markEmailVerified(tx, user.id, at);
            await dropEmailTokens(tx, user.id, 'verify_email');
            return true;
          });
          if (!consumed) throw invalid();
        }
        const redirectUri =
          token.redirect_uri ?? (requestedRedirect && isTrustedRedirect(config, requestedRedirect) ? requestedRedirect : undefined);
        return { message: MESSAGES.verified, email: user.email, ...(redirectUri && { redirectUri }) };
      });
    },

    resendVerification(
      body: Schemas['ResendVerificationRequest'],
      language: MailLanguage = 'en',
    ): Promise<AccountResult<Schemas['MessageResponse']>> {
      return answer(async () => {
        if (body.redirectUri !== undefined) requireTrustedRedirect(body.redirectUri);
        const user = await findActiveUserByEmail(db, body.email);
        if (user && !user.email_verified_at) {
          background.run('resend verification mail', async () => {
            const redirectUri = body.redirectUri ?? (await lastVerificationRedirect(db, user.id)) ?? defaultRedirect;
            const mail = await prepareVerification(db, user, redirectUri, language);
            await mailer.send(mail);
          });
        }
        return { message: MESSAGES.resendAccepted };
      });
    },

    login(body: Schemas['LoginRequest']): Promise<AccountResult<Schemas['LoginResponse']>> {
      return answer(async () => {
        const user = await findActiveUserByEmail(db, body.email);
        const ok = user?.password_hash
          ? await verifyPassword(user.password_hash, body.password)
          : await verifyAgainstNothing(body.password);
        if (!user || !ok) throw refused('invalid_credentials', MESSAGES.invalidCredentials);
        if (!user.email_verified_at) {
          throw refused('email_verification_required', MESSAGES.verificationRequired, {
            emailVerificationRequired: true,
          });
        }
        return signIn(user);
      });
    },

    async forgotPassword(email: string, language: MailLanguage = 'en'): Promise<Schemas['MessageResponse']> {
      const user = await findActiveUserByEmail(db, email);
      if (user) {
        // Sent after the answer, so the answer takes as long for unknown addresses.
        background.run('password reset mail', async () => {
          const token = await createEmailToken(db, user.id, 'reset_password', now(), config.resetTtlHours);
          await mailer.send(
            passwordResetMail(user.email, user.first_name || user.name, resetLink(token), config.resetTtlHours, language),
          );
        });
      }
      return { message: MESSAGES.forgotAccepted };
    },

    validateResetToken(token: string): Promise<AccountResult<Schemas['ValidateResetTokenResponse']>> {
      return answer(async () => {
        const row = await findEmailToken(db, token, 'reset_password');
        const user = row ? await findUserById(db, row.user_id) : null;
        if (!row || row.used_at || row.expires_at.getTime() <= now().getTime() || !user || user.status !== 'active') {
          throw refused('invalid_reset_token', MESSAGES.invalidResetToken);
        }
        return { valid: true, email: user.email };
      });
    },

    resetPassword(body: Schemas['ResetPasswordRequest']): Promise<AccountResult<Schemas['MessageResponse']>> {
      return answer(async () => {
        if (body.newPassword !== body.confirmPassword) throw refused('password_mismatch', MESSAGES.passwordsDiffer);
        if (body.newPassword.length < MIN_PASSWORD_LENGTH) throw refused('password_too_short', MESSAGES.passwordTooShort);
        const row = await findEmailToken(db, body.token, 'reset_password');
        const invalid = () => refused('invalid_reset_token', MESSAGES.invalidResetToken);
        if (!row || row.used_at || row.expires_at.getTime() <= now().getTime()) throw invalid();
        const passwordHash = await hashPassword(body.newPassword);
        const done = await db.transaction(async (tx) => {
          const user = await findUserById(tx, row.user_id);
          if (!user || user.status !== 'active') return false;
          const at = now();
          if (!(await consumeEmailToken(tx, row.id, at))) return false;
          await setPasswordHash(tx, user.id, passwordHash, at);
          // Only the owner of the mailbox can hold this link: the address is proven.
          await markEmailVerified(tx, user.id, at);
          await dropEmailTokens(tx, user.id, 'reset_password');
          await revokeAllRefreshTokens(tx, user.id, at);
          return true;
        });
        if (!done) throw invalid();
        return { message: MESSAGES.passwordReset };
      });
    },

    /**
     * Rotation: the presented token is spent and its successor joins the family. The same token presented
     * again within `refreshReuseIntervalSeconds` (another tab refreshing at the same moment) gets the same
     * successor; later, reuse means someone holds a copy, and the whole family is revoked.
     */
    refresh(refreshToken: string): Promise<AccountResult<Schemas['RefreshResponse']>> {
      return answer(async () => {
        const outcome = await db.transaction(async (tx) => {
          const at = now();
          const row = await findRefreshTokenForUpdate(tx, refreshToken);
          if (!row || row.revoked_at) return null;
          const next = successorToken(rotationSecret, refreshToken);
          if (row.used_at) {
            const sinceUse = at.getTime() - row.used_at.getTime();
            if (sinceUse <= config.refreshReuseIntervalSeconds * 1000 && (await isLiveInFamily(tx, next, row.family_id, at))) {
              const user = await findUserById(tx, row.user_id);
              if (!user || user.status !== 'active') return null;
              return { user, familyId: row.family_id, next };
            }
            // A spent token came back late: someone holds a copy. End the whole device session.
            await revokeFamily(tx, row.family_id, at);
            log.warn({ userId: row.user_id, familyId: row.family_id }, 'refresh token reused: session family revoked');
            return null;
          }
          if (row.expires_at.getTime() <= at.getTime()) return null;
          const user = await findUserById(tx, row.user_id);
          if (!user || user.status !== 'active') return null;
          await markRefreshTokenUsed(tx, row.id, at);
          await issueRefreshToken(tx, user.id, row.family_id, at, config.refreshTokenTtlDays, next);
          return { user, familyId: row.family_id, next };
        });
        if (!outcome) throw refused('invalid_refresh_token', MESSAGES.invalidRefreshToken);
        const accessToken = await accessTokens.sign({
          sub: outcome.user.id,
          email: outcome.user.email,
          name: outcome.user.name,
          sid: outcome.familyId,
        });
        return { accessToken, refreshToken: outcome.next, expiresIn: accessTokens.ttlSeconds };
      });
    },

    /** This device's session (the given refresh token's family, else the access token's), or all of them. */
    async logout(user: AuthUser, body: Schemas['LogoutRequest'] | undefined): Promise<void> {
      const at = now();
      if (body?.allDevices) {
        await revokeAllRefreshTokens(db, user.id, at);
        return;
      }
      const family = body?.refreshToken ? await familyOfToken(db, user.id, body.refreshToken) : null;
      await revokeFamily(db, family ?? user.sessionId, at);
      if (family && family !== user.sessionId) await revokeFamily(db, user.sessionId, at);
    },

    me(userId: string): Promise<AccountResult<Schemas['User']>> {
      return answer(async () => {
        return userView(await activeUser(userId));
      });
    },

    subscription(userId: string): Promise<AccountResult<Schemas['Subscription']>> {
      return answer(async () => {
        await activeUser(userId);
        const a = await readAllowance(db, userId, now());
        return {
          hasProSubscription: a.hasProSubscription,
          availableSessions: a.availableSessions,
          sessionsResetDate: a.sessionsResetDate.toISOString(),
          subscriptionExpiresAt: a.subscriptionExpiresAt ? a.subscriptionExpiresAt.toISOString() : null,
          plan: a.plan,
          planSessions: a.planSessions,
          usedSessions: a.usedSessions,
          extraSessions: a.extraSessions,
        };
      });
    },

    updateProfile(userId: string, body: Schemas['ProfileUpdateRequest']): Promise<AccountResult<Schemas['User']>> {
      return answer(async () => {
        const firstName = normalizeName(body.firstName);
        const lastName = normalizeName(body.lastName);
        if (!firstName || !lastName) throw refused('names_required', MESSAGES.namesRequired);
        const user = await updateNames(db, userId, firstName, lastName, now());
        if (!user) throw refused('unauthorized', MESSAGES.authenticationRequired);
        return userView(user);
      });
    },

    /** Spec §5 order; the other devices are signed out, this one stays. */
    changePassword(authUser: AuthUser, body: Schemas['ChangePasswordRequest']): Promise<AccountResult<Schemas['MessageResponse']>> {
      return answer(async () => {
        if (body.newPassword !== body.confirmPassword) throw refused('password_mismatch', MESSAGES.newPasswordsDiffer);
        if (body.newPassword.length < MIN_PASSWORD_LENGTH) throw refused('password_too_short', MESSAGES.newPasswordTooShort);
        const user = await activeUser(authUser.id);
        if (!user.password_hash) throw refused('password_not_set', MESSAGES.passwordNotSet);
        if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
          throw refused('invalid_current_password', MESSAGES.wrongCurrentPassword);
        }
        const passwordHash = await hashPassword(body.newPassword);
        await db.transaction(async (tx) => {
          const at = now();
          await setPasswordHash(tx, user.id, passwordHash, at);
          await dropEmailTokens(tx, user.id, 'reset_password');
          await revokeAllRefreshTokens(tx, user.id, at, authUser.sessionId);
        });
        return { message: MESSAGES.passwordChanged };
      });
    },

    deactivate(authUser: AuthUser): Promise<AccountResult<Schemas['MessageResponse']>> {
      return answer(async () => {
        await db.transaction(async (tx) => {
          const at = now();
          if (!(await deactivateUser(tx, authUser.id, at))) throw refused('unauthorized', MESSAGES.authenticationRequired);
          await revokeAllRefreshTokens(tx, authUser.id, at);
          await dropEmailTokens(tx, authUser.id);
          // The user's own job postings and CVs go with the account (DECISIONS.md).
          await deletePrivateScenariosOf(tx, authUser.id);
        });
        log.info({ userId: authUser.id }, 'account deactivated');
        return { message: MESSAGES.deactivated };
      });
    },

    googleLogin(body: Schemas['ProviderLoginRequest']): Promise<AccountResult<Schemas['ProviderLoginResponse']>> {
      return answer(() => providerLogin('google', body));
    },

    appleLogin(body: Schemas['ProviderLoginRequest']): Promise<AccountResult<Schemas['ProviderLoginResponse']>> {
      return answer(() => providerLogin('apple', body));
    },
  };
}
