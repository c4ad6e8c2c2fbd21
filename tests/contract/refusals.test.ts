/**
 * The client's list of the server's refusals (openapi/refusals.ts) against the server itself: every
 * reason a service refuses with is a listed code, every sentence the server says is recognised, and
 * the English catalogue writes it back word for word (so the English UI reads what the server wrote).
 */
import { describe, expect, it } from 'vitest';
import {
  LIVE_REFUSALS,
  matchLiveRefusal,
  matchServerRefusal,
  SERVER_ERROR_CODES,
  SERVER_REFUSALS,
  type ServerErrorCode,
} from '../../openapi/refusals';
import { formatMessage } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { ru } from '../../src/i18n/ru';
import { MESSAGES, type AccountRefusal } from '../../server/accounts/accounts';
import { REPORT_NOT_FOUND } from '../../server/http/handlers/conversations';
import { ANSWER_NOT_FOUND, INTERVIEW_RUNNING, type ConversationRefusal } from '../../server/conversations/service';
import {
  INVALID_RETURN_URL,
  NOTIFICATION_NOT_OURS,
  PAYMENT_MISMATCH,
  PAYMENT_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  PROVIDER_ERROR,
  UNKNOWN_COIN,
  type PaymentRefusal,
} from '../../server/payments/service';
import { CV_TOO_LONG, PRIVATE_SCENARIO_LIMIT, PRIVATE_SCENARIO_NOT_FOUND, type PrivateScenarioRefusal } from '../../server/postings/service';
import { DOCUMENT_MESSAGES } from '../../server/postings/documents';
import { LiveErrors, LiveTexts } from '../../server/live/messages';
import { INTERVIEW_NOT_FOUND, JOB_NOT_FOUND, NOT_YOURS, PRO_REQUIRED } from '../../server/live/service';

// Compile time: every reason a service refuses with (server/http/refusals.ts maps each to a status) is a listed code.
const everyServiceReason: ReadonlyArray<ServerErrorCode> = [] as Array<AccountRefusal | PaymentRefusal | PrivateScenarioRefusal | ConversationRefusal>;

const catalogue = { en, ru } as Record<'en' | 'ru', Record<string, string>>;

/** The sentences the server sends, each with its code (read from the server's own constants where it exports them). */
const serverSentences: Array<[code: ServerErrorCode, message: string]> = [
  ['invalid_redirect_uri', MESSAGES.invalidRedirect],
  ['name_required', MESSAGES.nameRequired],
  ['names_required', MESSAGES.namesRequired],
  ['user_already_exists', MESSAGES.userExists],
  ['invalid_verification_key', MESSAGES.invalidVerificationKey],
  ['invalid_credentials', MESSAGES.invalidCredentials],
  ['email_verification_required', MESSAGES.verificationRequired],
  ['invalid_reset_token', MESSAGES.invalidResetToken],
  ['password_mismatch', MESSAGES.passwordsDiffer],
  ['password_mismatch', MESSAGES.newPasswordsDiffer],
  ['password_too_short', MESSAGES.passwordTooShort],
  ['password_too_short', MESSAGES.newPasswordTooShort],
  ['password_not_set', MESSAGES.passwordNotSet],
  ['invalid_current_password', MESSAGES.wrongCurrentPassword],
  ['invalid_refresh_token', MESSAGES.invalidRefreshToken],
  ['unauthorized', MESSAGES.authenticationRequired],
  ['provider_not_configured', MESSAGES.providerNotConfigured('Google')],
  ['provider_not_configured', MESSAGES.providerNotConfigured('Apple')],
  ['user_info_call_failure', MESSAGES.googleUserInfo],
  ['invalid_identity_token', MESSAGES.appleInvalid],
  ['email_not_verified', MESSAGES.providerEmailUnverified('Google')],
  ['account_linking_required', MESSAGES.linkingRequired('Google')],
  ['account_linking_required', MESSAGES.linkingRequired('Apple')],
  ['product_not_found', PRODUCT_NOT_FOUND],
  ['invalid_return_url', INVALID_RETURN_URL],
  ['invalid_pay_currency', UNKNOWN_COIN],
  ['payment_provider_error', PROVIDER_ERROR],
  ['payment_not_found', PAYMENT_NOT_FOUND],
  ['payment_not_found', NOTIFICATION_NOT_OURS],
  ['payment_mismatch', PAYMENT_MISMATCH],
  ['private_scenario_not_found', PRIVATE_SCENARIO_NOT_FOUND],
  ['private_scenario_limit', PRIVATE_SCENARIO_LIMIT],
  ['cv_too_long', CV_TOO_LONG],
  ...Object.entries(DOCUMENT_MESSAGES).map(([code, message]) => [code as ServerErrorCode, message] as [ServerErrorCode, string]),
  ['report_not_found', REPORT_NOT_FOUND],
  ['answer_not_found', ANSWER_NOT_FOUND],
  ['interview_running', INTERVIEW_RUNNING],
  // Written inline where the server does not export its sentence (server/http, server/postings/extract.ts).
  ['posting_too_short', 'Paste the text of a job posting.'],
  ['posting_too_short', 'This is too short to be a job posting: paste the whole description, with its requirements.'],
  ['posting_too_long', 'The posting is longer than 20,000 characters; paste only the job description.'],
  ['posting_not_english', 'Only job postings in English can be read for now.'],
  ['not_a_posting', 'This does not read like a job posting: it needs a job title and what the job asks of a candidate.'],
  ['invalid_signature', 'The notification signature is missing or wrong.'],
  ['validation_error', 'The request body is nested too deeply.'],
  ['validation_error', 'The text contains characters that cannot be stored (a NUL or a broken character).'],
  ['too_many_requests', 'Too many attempts. Please try again in 1 second.'],
  ['too_many_requests', 'Too many attempts. Please try again in 42 seconds.'],
  ['too_many_requests', 'Too many attempts. Please try again in 1 minute.'],
  ['too_many_requests', 'Too many attempts. Please try again in 15 minutes.'],
  ['internal_error', 'Something went wrong on our side. Please try again.'],
  ['bad_url', 'The address is not valid.'],
  ['uri_too_long', 'The address is too long.'],
  ['unsupported_media_type', 'Send the request body as application/json.'],
  ['payload_too_large', 'The request body is too large.'],
  ['not_found', 'No route GET /web-api/nothing'],
  ['not_found', 'No file /assets/missing.js'],
];

/** What a candidate may read from the live interview: its `error` messages and refusing `status` messages. */
const liveSentences = [
  ...Object.values(LiveErrors),
  LiveTexts.answerNotTranscribed,
  LiveTexts.interrupted,
  LiveTexts.somethingWrong,
  LiveTexts.notOpenedTwice,
  LiveTexts.invalid('start.uid is required (a string)'),
  PRO_REQUIRED,
  JOB_NOT_FOUND,
  INTERVIEW_NOT_FOUND,
  NOT_YOURS,
];

describe('the server refusals the client knows (openapi/refusals.ts)', () => {
  it('lists every code a service refuses with (checked at compile time) and names a sentence for every listed code', () => {
    expect(everyServiceReason).toEqual([]);
    const named = new Set<string>(Object.values(SERVER_REFUSALS).map((refusal) => refusal.code));
    expect(SERVER_ERROR_CODES.filter((code) => !named.has(code))).toEqual([]);
  });

  it.each(serverSentences)('%s: "%s" is recognised and the English UI reads it word for word', (code, message) => {
    const known = matchServerRefusal(code, message);
    expect(known).not.toBeNull();
    const key = `serverError.${known!.name}`;
    expect(formatMessage('en', catalogue.en[key]!, known!.values)).toBe(message);
    const russian = formatMessage('ru', catalogue.ru[key]!, known!.values);
    expect(russian).not.toMatch(/\{\w+/);
    expect(russian).toMatch(/[\u0400-\u04FF]/);
  });

  it.each(liveSentences.map((message) => [message]))('live: "%s" is recognised and the English UI reads it word for word', (message) => {
    const known = matchLiveRefusal(message);
    expect(known).not.toBeNull();
    const key = `liveError.${known!.name}`;
    expect(formatMessage('en', catalogue.en[key]!, known!.values)).toBe(message);
    expect(formatMessage('ru', catalogue.ru[key]!, known!.values)).toMatch(/[\u0400-\u04FF]/);
  });

  it('recognises a sentence only under its own code, and nothing else', () => {
    expect(matchServerRefusal('invalid_credentials', MESSAGES.invalidCredentials)?.name).toBe('invalid_credentials');
    expect(matchServerRefusal('unauthorized', MESSAGES.invalidCredentials)).toBeNull();
    expect(matchServerRefusal(undefined, MESSAGES.invalidCredentials)).toBeNull();
    expect(matchServerRefusal('invalid_credentials', 'Invalid email or password!')).toBeNull();
    expect(matchServerRefusal('some_new_code', 'Something new')).toBeNull();
    expect(matchLiveRefusal('A sentence the client has never seen.')).toBeNull();
    expect(matchServerRefusal('too_many_requests', 'Too many attempts. Please try again in 15 minutes.')).toEqual({
      name: 'too_many_requests_minutes',
      values: { count: 15 },
    });
    expect(matchServerRefusal('cv_too_long', 'The CV is longer than 20,000 characters.')).toEqual({
      name: 'cv_too_long',
      values: { count: 20000 },
    });
  });

  it('keeps the live sentences the server says (LIVE_REFUSALS is the server\'s words)', () => {
    expect(Object.keys(LIVE_REFUSALS).length).toBe(liveSentences.length);
  });
});
