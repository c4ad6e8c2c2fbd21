/**
 * Who is signed in, for the lifetime of the app (spec §3 Auth state, §4 Auth, §5, §8).
 *
 * Storage, clock and HTTP live in the actors (`createAuthActors`); navigation and the subscription
 * reload are actions the caller provides. The start-up state comes from `input.accessToken`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UiText } from '../shared/text';
import { VERIFICATION_PROMPT_DELAY_MS } from '../shared/constants';
import { failureCode, failureText, notProvided } from '../shared/failure';
import { BUSY, type MachineTag } from '../shared/tags';
import { readAccessToken, type AuthUser } from './auth.claims';
import { oauthErrorText, VERIFICATION_REQUIRED } from './auth.errors';
import type { AuthEvent, AuthInput } from './auth.events';

export type { AuthUser };

/** What a sign-in sends. */
export type SignInRequest =
  | { method: 'password'; email: string; password: string; rememberMe: boolean }
  | { method: 'google'; accessToken: string; rememberMe: boolean }
  | { method: 'apple'; idToken: string; name?: string; rememberMe: boolean };

/** A session ready to use: the access token and the user of its claims. */
export interface SignedInSession {
  accessToken: string;
  user: AuthUser;
}

/** The stored token, judged at the current time (30 s margin). */
export type SessionCheck =
  | ({ status: 'valid' } & SignedInSession)
  | { status: 'refreshable'; refreshToken: string; rememberMe: boolean }
  | { status: 'invalid' };

export interface RefreshRequest {
  refreshToken: string;
  /** Where the new tokens go: the same storage as before. */
  rememberMe: boolean;
}

/**
 * Why the session ends: `logout` (the user's choice), `forced` (an API 401: remember the path),
 * `expired` (the check failed: the protected layout redirects by itself).
 */
export type SignOutMode = 'logout' | 'forced' | 'expired';

export interface SignOutRequest {
  mode: SignOutMode;
  /** Revoke every refresh token of the user (Profile's "Log Out"). */
  allDevices: boolean;
  /** For `forced`: the path to return to after login. */
  redirectPath: string | null;
}

export interface AuthContext {
  user: AuthUser | null;
  token: string | null;
  error: UiText | null;
  /** The sign-in being sent (only while `signingIn`). */
  signIn: SignInRequest | null;
  /** The email whose verification is required (for the resend prompt). */
  pendingEmail: string | null;
  /** The refresh being tried (only while `refreshing`). */
  refresh: RefreshRequest | null;
  signOut: SignOutRequest;
  /** Said on the sign-in page after a sign-out the user did not ask for (session ended, account deactivated). */
  notice: UiText | null;
}

const noSignOut: SignOutRequest = { mode: 'expired', allDevices: false, redirectPath: null };

const signInFallback: Record<SignInRequest['method'], UiText> = {
  password: { key: 'login.unexpectedError' },
  google: { key: 'oauth.googleFailed' },
  apple: { key: 'oauth.appleFailed' },
};

/** A new session (an actor's output) as the params of `keepSession`. */
const sessionOf = ({ event }: { event: { output: SignedInSession } }) => event.output;

/** An `auth.forceSignOut`'s path as the params of `prepareForcedSignOut`. */
const forcedSignOutOf = ({ event }: { event: { path: string } }) => ({ redirectPath: event.path });

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as MachineTag,
  },
  actors: {
    /** Reads the stored tokens and judges them against the clock. */
    checkSession: fromPromise<SessionCheck>(notProvided('auth', 'checkSession')),
    /** POST /auth/refresh, then stores the new tokens. */
    refreshSession: fromPromise<SignedInSession, RefreshRequest>(notProvided('auth', 'refreshSession')),
    /** POST login / google-login / apple-login, checks the token's claims, stores the tokens. */
    signIn: fromPromise<SignedInSession, SignInRequest>(notProvided('auth', 'signIn')),
    /** Clears the stored tokens (and saves the redirect, or tells the server), never failing on the server. */
    signOut: fromPromise<void, SignOutRequest>(notProvided('auth', 'signOut')),
  },
  actions: {
    /** Provided: load the subscription info (send `subscription.load`). */
    requestSubscription: () => {},
    /** Provided: forget the subscription info (send `subscription.reset`). */
    clearSubscription: () => {},
    /** Provided: after sign-in go to the saved redirect, else the path the user came from, else /dashboard. */
    navigateAfterLogin: () => {},
    /** Provided: go to /login. */
    navigateToLogin: () => {},
    /** Provided: go to /check-email with the email in navigation state. */
    goToCheckEmail: (_, _params: { email: string }) => {},
    /** The user and access token of a new session (signed in, or refreshed). */
    keepSession: assign((_, session: SignedInSession) => ({ user: session.user, token: session.accessToken })),
    /** An API 401 (`auth.forceSignOut`): sign out remembering the path, and say why on the sign-in page. */
    prepareForcedSignOut: assign((_, params: { redirectPath: string }) => ({
      signOut: { mode: 'forced' as const, allDevices: false, redirectPath: params.redirectPath },
      notice: { key: 'login.sessionEndedNotice' as const },
    })),
    /** Forgets user and token (the pro flag, sessions and reset date go with `clearSubscription`). */
    endSession: assign({ user: null, token: null, refresh: null, signIn: null, error: null, pendingEmail: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isMissingCredentials: ({ event }) => event.type === 'auth.login' && (!event.email.trim() || !event.password),
    isVerificationRequired: ({ context }, params: { error: unknown }) =>
      context.signIn?.method === 'password' && failureCode(params.error) === VERIFICATION_REQUIRED,
    isSessionValid: (_, params: { check: SessionCheck }) => params.check.status === 'valid',
    isSessionRefreshable: (_, params: { check: SessionCheck }) => params.check.status === 'refreshable',
    isSessionExpiry: ({ context }) => context.signOut.mode === 'expired',
  },
  delays: {
    verificationPromptDelay: VERIFICATION_PROMPT_DELAY_MS,
  },
}).createMachine({
  id: 'auth',
  description: 'The signed-in user and their tokens, for the lifetime of the app.',
  initial: 'booting',
  context: ({ input }) => {
    const token = input.accessToken ? input.accessToken : null;
    const reading = readAccessToken(token);
    return {
      user: reading.ok ? reading.user : null,
      token,
      error: null,
      signIn: null,
      pendingEmail: null,
      refresh: null,
      signOut: noSignOut,
      notice: null,
    };
  },
  states: {
    booting: {
      description: 'Transient: signed in when an access token is stored (it is checked on the first protected route).',
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },

    signedOut: {
      description: 'Nobody is signed in: the sign-in and registration pages.',
      initial: 'idle',
      on: {
        'auth.check': { target: 'checking' },
        'auth.login': [
          {
            guard: 'isMissingCredentials',
            target: '.idle',
            actions: assign({ error: { key: 'login.missingFields' } }),
          },
          {
            target: 'signingIn',
            actions: assign({
              error: null,
              notice: null,
              signIn: ({ event }) => ({
                method: 'password' as const,
                email: event.email.trim(),
                password: event.password,
                rememberMe: event.rememberMe,
              }),
            }),
          },
        ],
        'auth.googleCallback': {
          target: 'signingIn',
          actions: assign({
            error: null,
            notice: null,
            signIn: ({ event }) => ({
              method: 'google' as const,
              accessToken: event.accessToken,
              rememberMe: event.rememberMe ?? true,
            }),
          }),
        },
        'auth.appleCallback': {
          target: 'signingIn',
          actions: assign({
            error: null,
            notice: null,
            signIn: ({ event }) =>
              event.name?.trim()
                ? { method: 'apple' as const, idToken: event.idToken, name: event.name.trim(), rememberMe: event.rememberMe ?? true }
                : { method: 'apple' as const, idToken: event.idToken, rememberMe: event.rememberMe ?? true },
          }),
        },
        'auth.oauthError': {
          target: '.idle',
          actions: assign({ error: ({ event }) => oauthErrorText(event.provider, event.reason) }),
        },
      },
      states: {
        idle: {
          description: 'The sign-in form, with the last error if any.',
        },
        verificationRequired: {
          description: '"Please verify your email address before logging in."; the resend question follows after 2 s.',
          after: { verificationPromptDelay: 'resendPrompt' },
        },
        resendPrompt: {
          description: 'Asking "Would you like us to resend the verification email?".',
          on: {
            'auth.resendAccepted': {
              target: 'idle',
              actions: { type: 'goToCheckEmail', params: ({ context }) => ({ email: context.pendingEmail ?? '' }) },
            },
            'auth.resendDeclined': { target: 'idle' },
          },
        },
      },
    },

    signingIn: {
      description: 'Signing in ("Signing in..."): email and password, Google or Apple.',
      tags: [BUSY],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.signIn ?? { method: 'password', email: '', password: '', rememberMe: false },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'keepSession', params: sessionOf },
            assign({ error: null, signIn: null, pendingEmail: null }),
            'navigateAfterLogin',
          ],
        },
        onError: [
          {
            guard: { type: 'isVerificationRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut.verificationRequired',
            actions: assign({
              error: ({ event }) => failureText(event.error, { key: 'login.verificationRequired' }),
              pendingEmail: ({ context }) => (context.signIn?.method === 'password' ? context.signIn.email : null),
              signIn: null,
            }),
          },
          {
            target: 'signedOut.idle',
            actions: assign({
              error: ({ event, context }) =>
                failureText(event.error, signInFallback[context.signIn?.method ?? 'password']),
              signIn: null,
            }),
          },
        ],
      },
    },

    checking: {
      description: 'Entering a protected route: checking the stored token (missing or expiring within 30 s fails).',
      tags: [BUSY],
      on: {
        'auth.forceSignOut': { target: 'signingOut', actions: { type: 'prepareForcedSignOut', params: forcedSignOutOf } },
      },
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'isSessionValid', params: ({ event }) => ({ check: event.output }) },
            target: 'signedIn',
            actions: [
              assign(({ event }) =>
                event.output.status === 'valid' ? { user: event.output.user, token: event.output.accessToken } : {},
              ),
              'requestSubscription',
            ],
          },
          {
            guard: { type: 'isSessionRefreshable', params: ({ event }) => ({ check: event.output }) },
            target: 'refreshing',
            actions: assign({
              refresh: ({ event }) =>
                event.output.status === 'refreshable'
                  ? { refreshToken: event.output.refreshToken, rememberMe: event.output.rememberMe }
                  : null,
            }),
          },
          {
            target: 'signingOut',
            actions: assign({ signOut: noSignOut }),
          },
        ],
        onError: { target: 'signingOut', actions: assign({ signOut: noSignOut }) },
      },
    },

    refreshing: {
      description: 'The token expires within 30 s: one try to refresh it.',
      tags: [BUSY],
      on: {
        'auth.forceSignOut': { target: 'signingOut', actions: { type: 'prepareForcedSignOut', params: forcedSignOutOf } },
      },
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        input: ({ context }) => context.refresh ?? { refreshToken: '', rememberMe: false },
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'keepSession', params: sessionOf }, assign({ refresh: null }), 'requestSubscription'],
        },
        onError: { target: 'signingOut', actions: assign({ signOut: noSignOut, refresh: null }) },
      },
    },

    signedIn: {
      description: 'A user is signed in.',
      initial: 'active',
      on: {
        'auth.check': { target: 'checking' },
        'auth.logout': {
          target: 'signingOut',
          actions: assign({
            signOut: ({ event }) => ({ mode: 'logout' as const, allDevices: event.allDevices ?? false, redirectPath: null }),
            notice: ({ event }) => (event.deactivated ? { key: 'login.deactivatedNotice' as const } : null),
          }),
        },
        'auth.forceSignOut': { target: 'signingOut', actions: { type: 'prepareForcedSignOut', params: forcedSignOutOf } },
        'auth.tokensRefreshed': {
          actions: assign(({ event, context }) => {
            const reading = readAccessToken(event.accessToken);
            return { token: event.accessToken, user: reading.ok ? reading.user : context.user };
          }),
        },
        'auth.userRenamed': {
          actions: assign({
            user: ({ event, context }) =>
              context.user && event.name.trim() ? { ...context.user, name: event.name.trim() } : context.user,
          }),
        },
      },
      states: {
        active: {
          description: 'Using the app.',
          on: { 'auth.logoutRequested': { target: 'confirmingLogout' } },
        },
        confirmingLogout: {
          description: 'The header asks to confirm the logout.',
          on: {
            'auth.logoutCancelled': { target: 'active' },
            'auth.logoutConfirmed': {
              target: '#auth.signingOut',
              actions: assign({ signOut: { mode: 'logout', allDevices: false, redirectPath: null } }),
            },
          },
        },
      },
    },

    signingOut: {
      description: 'Clearing the stored tokens; a logout also tells the server, without waiting for it.',
      tags: [BUSY],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => context.signOut,
        // Storage failing must not keep anyone signed in: done or not, the session ends. After a failed
        // check the protected layout redirects by itself; otherwise the machine goes to /login.
        onDone: [
          { guard: 'isSessionExpiry', target: 'signedOut', actions: ['endSession', 'clearSubscription'] },
          { target: 'signedOut', actions: ['endSession', 'clearSubscription', 'navigateToLogin'] },
        ],
        onError: [
          { guard: 'isSessionExpiry', target: 'signedOut', actions: ['endSession', 'clearSubscription'] },
          { target: 'signedOut', actions: ['endSession', 'clearSubscription', 'navigateToLogin'] },
        ],
      },
    },
  },
});
