/**
 * Fields pino replaces with `[redacted]` in every log line, wherever a caller put them: credentials
 * (passwords, tokens, cookies, authorization headers) and what candidates wrote or said (answer
 * and transcript texts, CV text). The code logs ids and kinds, not these; this is the net under it,
 * and tests/server/logging.test.ts checks the log of a whole session for the values themselves.
 * pino's paths match one level deep with `*.` (an object logged under any key).
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'apiKey',
  'secret',
  'ipnSecret',
];
const CANDIDATE_TEXT_KEYS = ['text', 'answer', 'transcript', 'recognizedText', 'cvText', 'content'];

export const LOG_REDACTIONS = {
  paths: [
    ...[...SECRET_KEYS, ...CANDIDATE_TEXT_KEYS].flatMap((key) => [key, `*.${key}`]),
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.authorization',
    'headers.cookie',
    'headers["set-cookie"]',
  ],
  censor: '[redacted]',
};
