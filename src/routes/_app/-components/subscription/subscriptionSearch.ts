import { searchString } from '../../../_public/-components/loginSearch';

/** The query of /subscription on the way back from the payment provider (spec §2, §4 "Payment return"). */
export interface SubscriptionSearch {
  payment?: string;
  paymentId?: string;
  error?: string;
}

const RETURN_PARAMS = ['payment', 'paymentId', 'error'] as const;

export function validateSubscriptionSearch(search: Record<string, unknown>): SubscriptionSearch {
  const result: SubscriptionSearch = {};
  for (const name of RETURN_PARAMS) {
    const value = searchString(search[name]);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/** The query without the return parameters; everything else stays. */
export function withoutReturnParams<T extends object>(search: T): Omit<T, (typeof RETURN_PARAMS)[number]> {
  const rest: Record<string, unknown> = { ...(search as Record<string, unknown>) };
  for (const name of RETURN_PARAMS) delete rest[name];
  return rest as Omit<T, (typeof RETURN_PARAMS)[number]>;
}
