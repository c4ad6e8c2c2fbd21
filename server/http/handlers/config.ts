import type { Services } from '../../services';
import { respond, type OperationHandlers } from '../types';

/** Tag `config`: the SPA's config.json, written from the server's environment. */
export function configHandlers({ config }: Services): Pick<OperationHandlers, 'getRuntimeConfig'> {
  return {
    getRuntimeConfig: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return respond(reply, 'getRuntimeConfig', 200, {
        apiBaseUrl: config.spa.apiBaseUrl,
        liveUrl: config.spa.liveUrl,
        googleClientId: config.google.clientId,
        appleClientId: config.apple.clientId,
        appleRedirectUri: config.apple.redirectUri,
        inspect: config.spa.inspect,
      });
    },
  };
}
