import type { AccountRefusal } from '../accounts/accounts';
import type { ConversationRefusal } from '../conversations/service';
import type { PaymentRefusal } from '../payments/service';
import type { PrivateScenarioRefusal } from '../postings/service';
import type { Result } from '../results';
import { ApiError } from './errors';

type Reason = AccountRefusal | PaymentRefusal | PrivateScenarioRefusal | ConversationRefusal;

/** The HTTP status of each reason a service refuses a request for (the body carries the reason as `error`). */
const STATUS: Record<Reason, number> = {
  invalid_redirect_uri: 400,
  name_required: 400,
  names_required: 400,
  user_already_exists: 409,
  invalid_verification_key: 400,
  invalid_credentials: 401,
  email_verification_required: 401,
  invalid_reset_token: 400,
  password_mismatch: 400,
  password_too_short: 400,
  password_not_set: 400,
  invalid_current_password: 400,
  invalid_refresh_token: 401,
  unauthorized: 401,
  provider_not_configured: 503,
  user_info_call_failure: 401,
  invalid_identity_token: 401,
  email_not_verified: 401,
  account_linking_required: 409,
  product_not_found: 404,
  invalid_return_url: 400,
  invalid_pay_currency: 400,
  payment_provider_error: 502,
  payment_not_found: 404,
  payment_mismatch: 400,
  private_scenario_not_found: 404,
  private_scenario_limit: 403,
  posting_too_short: 400,
  posting_too_long: 400,
  posting_not_english: 400,
  not_a_posting: 400,
  cv_too_long: 400,
  answer_not_found: 404,
  interview_running: 409,
  document_too_large: 400,
  unsupported_document: 400,
  unreadable_document: 400,
  document_without_text: 400,
  document_too_long: 400,
  document_unpacks_too_large: 400,
  document_too_complex: 400,
  document_read_timeout: 400,
};

/** A service's value, or its refusal thrown as the HTTP error the error handler answers with. */
export function valueOf<T>(result: Result<T, Reason>): T {
  if (result.ok) return result.value;
  throw new ApiError(STATUS[result.reason], result.reason, result.message, result.details);
}
