/** Events of the "Resend verification email" button on /check-email. */
export type ResendCooldownEvent = { type: 'resend.request' };

export interface ResendCooldownInput {
  /** The address the verification mail goes to (from the navigation state of /check-email). */
  email: string;
  /** Absolute link to the SPA's /login, put into the mail's link. */
  redirectUri?: string;
}
