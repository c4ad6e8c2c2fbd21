import type { Services } from '../../services';
import type { HealthOperationId } from '../health';
import type { OperationHandlers } from '../types';
import { authHandlers } from './auth';
import { configHandlers } from './config';
import { conversationHandlers } from './conversations';
import { paymentHandlers } from './payments';
import { privateScenarioHandlers } from './privateScenarios';
import { profileHandlers } from './profile';
import { scenarioHandlers } from './scenarios';

/** Every operationId of the contract, one module per tag; the health probes' (server/http/health.ts) are added by app.ts. */
export function createHandlers(services: Services): Omit<OperationHandlers, HealthOperationId> {
  return {
    ...authHandlers(services),
    ...profileHandlers(services),
    ...conversationHandlers(services),
    ...scenarioHandlers(services),
    ...privateScenarioHandlers(services),
    ...configHandlers(services),
    ...paymentHandlers(services),
  };
}
