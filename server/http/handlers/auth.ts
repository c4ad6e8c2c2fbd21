import { mailLanguage } from '../../mail/language';
import type { Services } from '../../services';
import { userOf } from '../contract';
import { valueOf } from '../refusals';
import { respond, type OperationHandlers } from '../types';

type AuthHandlers = Pick<
  OperationHandlers,
  | 'login'
  | 'googleLogin'
  | 'appleLogin'
  | 'register'
  | 'forgotPassword'
  | 'validateResetToken'
  | 'resetPassword'
  | 'resendVerification'
  | 'verifyEmail'
  | 'getMe'
  | 'getSubscription'
  | 'logout'
  | 'refreshToken'
>;

/** Tag `auth`: sign-up, e-mail verification, sign-in (password, Google, Apple), sessions. */
export function authHandlers({ accounts }: Services): AuthHandlers {
  return {
    login: async (request, reply) => respond(reply, 'login', 200, valueOf(await accounts.login(request.body))),
    googleLogin: async (request, reply) => respond(reply, 'googleLogin', 200, valueOf(await accounts.googleLogin(request.body))),
    appleLogin: async (request, reply) => respond(reply, 'appleLogin', 200, valueOf(await accounts.appleLogin(request.body))),
    // The mails go out in the language the SPA asks for (Accept-Language).
    register: async (request, reply) =>
      respond(reply, 'register', 201, valueOf(await accounts.register(request.body, mailLanguage(request.headers['accept-language'])))),
    forgotPassword: async (request, reply) =>
      respond(
        reply,
        'forgotPassword',
        200,
        await accounts.forgotPassword(request.body.email, mailLanguage(request.headers['accept-language'])),
      ),
    validateResetToken: async (request, reply) =>
      respond(reply, 'validateResetToken', 200, valueOf(await accounts.validateResetToken(request.body.token))),
    resetPassword: async (request, reply) =>
      respond(reply, 'resetPassword', 200, valueOf(await accounts.resetPassword(request.body))),
    resendVerification: async (request, reply) =>
      respond(
        reply,
        'resendVerification',
        200,
        valueOf(await accounts.resendVerification(request.body, mailLanguage(request.headers['accept-language']))),
      ),
    verifyEmail: async (request, reply) =>
      respond(reply, 'verifyEmail', 200, valueOf(await accounts.verifyEmail(request.query.key, request.query.redirectUri))),
    getMe: async (request, reply) => respond(reply, 'getMe', 200, valueOf(await accounts.me(userOf(request).id))),
    getSubscription: async (request, reply) =>
      respond(reply, 'getSubscription', 200, valueOf(await accounts.subscription(userOf(request).id))),
    logout: async (request, reply) => {
      await accounts.logout(userOf(request), request.body);
      return respond(reply, 'logout', 204, undefined);
    },
    refreshToken: async (request, reply) =>
      respond(reply, 'refreshToken', 200, valueOf(await accounts.refresh(request.body.refreshToken))),
  };
}
