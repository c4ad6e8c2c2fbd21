/**
 * The verify-email page sends no events: it verifies on load and redirects by itself (the machine
 * accepts no user events).
 */
export interface VerifyEmailInput {
  /** The query parameter `key` of /verify-email. */
  key?: string | null;
  /** The query parameter `redirectUri` of /verify-email, passed on to the server. */
  redirectUri?: string | null;
}
