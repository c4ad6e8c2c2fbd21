/**
 * The server's refusals as the client may recognise them: every `error` code of an HTTP error body
 * (`{ error, message }`) and every English sentence the server says with it, and the fixed sentences of
 * the live protocol's `error` messages and refusing `status` messages (which carry no code).
 *
 * A sentence is named; the SPA's catalogues hold `serverError.<name>` / `liveError.<name>` in every
 * language, the English one word for word as below, so the English UI reads what the server wrote. In a
 * sentence, `{count}` stands for a number the server writes in (digits, maybe grouped with commas) and
 * any other `{name}` for a word (a provider: Google, Apple). A refusal not listed here is shown in the
 * server's own words.
 */

/** Every `error` code an HTTP error body of the server may carry (Fastify's own `bad_request`-like codes aside). */
export const SERVER_ERROR_CODES = [
  // accounts (server/accounts)
  'invalid_redirect_uri',
  'name_required',
  'names_required',
  'user_already_exists',
  'invalid_verification_key',
  'invalid_credentials',
  'email_verification_required',
  'invalid_reset_token',
  'password_mismatch',
  'password_too_short',
  'password_not_set',
  'invalid_current_password',
  'invalid_refresh_token',
  'unauthorized',
  'provider_not_configured',
  'user_info_call_failure',
  'invalid_identity_token',
  'email_not_verified',
  'account_linking_required',
  // payments (server/payments)
  'product_not_found',
  'invalid_return_url',
  'invalid_pay_currency',
  'payment_provider_error',
  'payment_not_found',
  'payment_mismatch',
  'invalid_signature',
  // private scenarios (server/postings)
  'private_scenario_not_found',
  'private_scenario_limit',
  'posting_too_short',
  'posting_too_long',
  'posting_not_english',
  'not_a_posting',
  'cv_too_long',
  'document_too_large',
  'unsupported_document',
  'unreadable_document',
  'document_without_text',
  'document_too_long',
  'document_unpacks_too_large',
  'document_too_complex',
  'document_read_timeout',
  // reports and the answers' corrections (server/conversations)
  'report_not_found',
  'answer_not_found',
  'interview_running',
  // the HTTP layer (server/http)
  'validation_error',
  'too_many_requests',
  'internal_error',
  'bad_url',
  'uri_too_long',
  'unsupported_media_type',
  'payload_too_large',
  'request_timeout',
  'headers_too_large',
  'not_found',
] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Each sentence of an HTTP refusal: its code and its English text. */
export const SERVER_REFUSALS = {
  invalid_redirect_uri: { code: 'invalid_redirect_uri', text: 'The redirect URI must be an absolute http(s) address of this application.' },
  name_required: { code: 'name_required', text: 'Please enter your name.' },
  names_required: { code: 'names_required', text: 'First and last name are required.' },
  user_already_exists: {
    code: 'user_already_exists',
    text: 'An account with this email address already exists. Please try signing in instead.',
  },
  invalid_verification_key: {
    code: 'invalid_verification_key',
    text: 'Email verification failed. The link may be expired or invalid.',
  },
  invalid_credentials: { code: 'invalid_credentials', text: 'Invalid email or password' },
  email_verification_required: {
    code: 'email_verification_required',
    text: 'Please verify your email address before logging in. Check your email for verification link.',
  },
  invalid_reset_token: { code: 'invalid_reset_token', text: 'Invalid or expired reset token' },
  password_mismatch: { code: 'password_mismatch', text: 'Passwords do not match' },
  password_mismatch_new: { code: 'password_mismatch', text: 'New passwords do not match.' },
  password_too_short: { code: 'password_too_short', text: 'Password must be at least 8 characters long' },
  password_too_short_new: { code: 'password_too_short', text: 'New password must be at least 8 characters long.' },
  password_not_set: {
    code: 'password_not_set',
    text: 'This account signs in with Google or Apple and has no password. Use "Forgot password" to set one.',
  },
  invalid_current_password: { code: 'invalid_current_password', text: 'Current password is incorrect.' },
  invalid_refresh_token: { code: 'invalid_refresh_token', text: 'Your session has expired. Please sign in again.' },
  unauthorized: { code: 'unauthorized', text: 'Authentication required' },
  provider_not_configured: { code: 'provider_not_configured', text: '{provider} sign-in is not configured on this server.' },
  user_info_call_failure: {
    code: 'user_info_call_failure',
    text: 'Unable to retrieve user information from Google. Please try again or contact support.',
  },
  invalid_identity_token: {
    code: 'invalid_identity_token',
    text: 'Apple authentication failed. Please try again or contact support.',
  },
  email_not_verified: {
    code: 'email_not_verified',
    text: 'Your {provider} account has no verified email address. Verify it with {provider} and try again.',
  },
  account_linking_required: {
    code: 'account_linking_required',
    text: 'An account with this email already exists. Please sign in with your email and password first, then link your {provider} account in your profile settings.',
  },
  product_not_found: { code: 'product_not_found', text: 'This product does not exist.' },
  invalid_return_url: {
    code: 'invalid_return_url',
    text: 'returnUrl and cancelUrl must be absolute http(s) addresses of this product.',
  },
  invalid_pay_currency: {
    code: 'invalid_pay_currency',
    text: 'This coin is not accepted. Choose another one on the payment page.',
  },
  payment_provider_error: {
    code: 'payment_provider_error',
    text: 'The payment provider is not available right now. Please try again later.',
  },
  payment_not_found: { code: 'payment_not_found', text: 'Payment not found.' },
  payment_not_ours: { code: 'payment_not_found', text: 'The notification names no payment of ours.' },
  payment_mismatch: { code: 'payment_mismatch', text: 'The notification does not match the payment it names.' },
  invalid_signature: { code: 'invalid_signature', text: 'The notification signature is missing or wrong.' },
  private_scenario_not_found: {
    code: 'private_scenario_not_found',
    text: 'The requested job does not exist or has been deleted.',
  },
  private_scenario_limit: {
    code: 'private_scenario_limit',
    text: 'The free plan keeps up to 3 of your own jobs at a time. Delete one of them, or upgrade to PRO to keep as many as you like.',
  },
  posting_empty: { code: 'posting_too_short', text: 'Paste the text of a job posting.' },
  posting_too_short: {
    code: 'posting_too_short',
    text: 'This is too short to be a job posting: paste the whole description, with its requirements.',
  },
  posting_too_long: {
    code: 'posting_too_long',
    text: 'The posting is longer than {count} characters; paste only the job description.',
  },
  posting_not_english: { code: 'posting_not_english', text: 'Only job postings in English can be read for now.' },
  not_a_posting: {
    code: 'not_a_posting',
    text: 'This does not read like a job posting: it needs a job title and what the job asks of a candidate.',
  },
  cv_too_long: { code: 'cv_too_long', text: 'The CV is longer than {count} characters.' },
  document_too_large: {
    code: 'document_too_large',
    text: 'The file is larger than 2 MB: upload a smaller file, or paste the text instead.',
  },
  unsupported_document: {
    code: 'unsupported_document',
    text: 'Only PDF and Word (.docx) files can be read: upload one of those, or paste the text instead.',
  },
  unreadable_document: {
    code: 'unreadable_document',
    text: 'This file could not be read: it may be damaged or protected by a password. Paste the text instead.',
  },
  document_without_text: {
    code: 'document_without_text',
    text: 'No text was found in this file (is it a scanned image?): paste the text instead.',
  },
  document_too_long: {
    code: 'document_too_long',
    text: 'The file holds more than {count} characters of text: paste only the part you need.',
  },
  document_unpacks_too_large: {
    code: 'document_unpacks_too_large',
    text: 'The file unpacks to far more than a posting or a CV needs, so it was not read: paste the text instead.',
  },
  document_too_complex: {
    code: 'document_too_complex',
    text: 'The file has far more parts than a posting or a CV needs (paragraphs, pages, text pieces or declarations), so it was not read: paste the text instead.',
  },
  document_read_timeout: {
    code: 'document_read_timeout',
    text: 'Reading the file took too long, so it was stopped: paste the text instead.',
  },
  report_not_found: {
    code: 'report_not_found',
    text: 'The requested interview report does not exist or has been deleted.',
  },
  answer_not_found: { code: 'answer_not_found', text: 'This answer does not exist or has been deleted.' },
  interview_running: {
    code: 'interview_running',
    text: 'The interview is still running: correct your latest answer in the interview itself.',
  },
  body_too_deep: { code: 'validation_error', text: 'The request body is nested too deeply.' },
  body_unstorable_text: {
    code: 'validation_error',
    text: 'The text contains characters that cannot be stored (a NUL or a broken character).',
  },
  too_many_requests_second: { code: 'too_many_requests', text: 'Too many attempts. Please try again in 1 second.' },
  too_many_requests_seconds: { code: 'too_many_requests', text: 'Too many attempts. Please try again in {count} seconds.' },
  too_many_requests_minute: { code: 'too_many_requests', text: 'Too many attempts. Please try again in 1 minute.' },
  too_many_requests_minutes: { code: 'too_many_requests', text: 'Too many attempts. Please try again in {count} minutes.' },
  internal_error: { code: 'internal_error', text: 'Something went wrong on our side. Please try again.' },
  bad_url: { code: 'bad_url', text: 'The address is not valid.' },
  uri_too_long: { code: 'uri_too_long', text: 'The address is too long.' },
  unsupported_media_type: { code: 'unsupported_media_type', text: 'Send the request body as application/json.' },
  payload_too_large: { code: 'payload_too_large', text: 'The request body is too large.' },
  request_timeout: { code: 'request_timeout', text: 'The request took too long to arrive.' },
  headers_too_large: { code: 'headers_too_large', text: 'The request headers are too large.' },
  not_found_route: { code: 'not_found', text: 'No route {route}' },
  not_found_file: { code: 'not_found', text: 'No file {file}' },
} as const satisfies Record<string, { code: ServerErrorCode; text: string }>;

export type ServerRefusalName = keyof typeof SERVER_REFUSALS;

/**
 * The live protocol's fixed sentences a candidate may read: `error` messages (the interview refusing
 * a message, an answer not heard) and `status` messages with a code of 400 or more.
 */
export const LIVE_REFUSALS = {
  busy: 'Please wait until the interviewer has finished speaking.',
  nothingHeard:
    "We didn't hear any words, so the question still stands. Press the button and answer again, or type your answer.",
  tooShort:
    'That was too short to take as your answer, so the question still stands. Press the button and answer in a sentence or two, or type your answer.',
  noRecognizer: 'Speech recognition is not available on this server: please type your answer.',
  notRecording: 'No answer is being recorded.',
  notCorrectable:
    'Only your latest answer can be corrected here, until you start the next one. You can correct every answer in the report.',
  correctionNotSaved: 'Your correction could not be saved. Please try again.',
  tooManyCorrections: 'Too many corrections in a short time. Please try again in a few minutes.',
  startFirst: 'Send start or reconnect first.',
  otherInterview: 'This connection is already used by another interview.',
  wrongUid: 'This message is for another interview.',
  audioWithoutChunk: 'A binary frame must follow an audio_chunk message.',
  answerNotTranscribed: 'Your answer could not be transcribed. Please try again or type your answer.',
  interrupted: 'The interview was interrupted. Reconnecting…',
  somethingWrong: 'Something went wrong. Please try again.',
  invalid: 'Invalid message: {reason}',
  notOpenedTwice: 'The interview could not be opened. Please try again.',
  proRequired: 'This interview requires a PRO subscription',
  jobNotFound: 'Job not found',
  interviewNotFound: 'Interview not found',
  notYours: 'This interview belongs to another account',
} as const;

export type LiveRefusalName = keyof typeof LIVE_REFUSALS;

/**
 * Why a report could not be generated (`Report.error` with status 3), each a fixed sentence of the
 * server; the SPA's catalogues hold `reportFailure.<name>`. Another reason is shown as the server wrote it.
 */
export const REPORT_FAILURES = {
  failed: 'The report could not be generated. Please try again with a new interview.',
  interviewGone: 'The interview of this report no longer exists.',
  noAnswers: 'No answers were given in this interview.',
  notGenerated: 'The report could not be generated.',
} as const;

export type ReportFailureName = keyof typeof REPORT_FAILURES;

/** The report failure a status-3 report's `error` is, or null when it is not listed. */
export function matchReportFailure(error: string): ReportFailureName | null {
  const found = Object.entries(REPORT_FAILURES).find(([, text]) => text === error.trim());
  return found ? (found[0] as ReportFailureName) : null;
}

/** A recognised sentence: its name and the values its placeholders took. */
export interface RefusalMatch<Name extends string> {
  name: Name;
  values: Record<string, string | number>;
}

const matchers = new Map<string, { pattern: RegExp; names: string[] }>();

/** Reads `message` as the sentence `text`: null when it is another sentence, else its placeholders' values. */
function readSentence(text: string, message: string): Record<string, string | number> | null {
  let matcher = matchers.get(text);
  if (!matcher) {
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const placeholder = /^\{(\w+)\}$/.exec(part);
        if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(placeholder[1]!);
        return placeholder[1] === 'count' ? '(\\d[\\d,]*)' : '(.+?)';
      })
      .join('');
    matcher = { pattern: new RegExp(`^${source}$`), names };
    matchers.set(text, matcher);
  }
  const found = matcher.pattern.exec(message);
  if (!found) return null;
  const values: Record<string, string | number> = {};
  matcher.names.forEach((name, index) => {
    const value = found[index + 1]!;
    values[name] = name === 'count' ? Number(value.replace(/,/g, '')) : value;
  });
  return values;
}

/** The HTTP refusal an error body (`error` code and `message`) is, or null when it is not listed. */
export function matchServerRefusal(code: string | undefined, message: string): RefusalMatch<ServerRefusalName> | null {
  for (const [name, refusal] of Object.entries(SERVER_REFUSALS)) {
    if (refusal.code !== code) continue;
    const values = readSentence(refusal.text, message.trim());
    if (values) return { name: name as ServerRefusalName, values };
  }
  return null;
}

/** The live refusal a live message's text is, or null when it is not listed. */
export function matchLiveRefusal(message: string): RefusalMatch<LiveRefusalName> | null {
  for (const [name, text] of Object.entries(LIVE_REFUSALS)) {
    const values = readSentence(text, message.trim());
    if (values) return { name: name as LiveRefusalName, values };
  }
  return null;
}
