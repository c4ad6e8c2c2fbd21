/** Events of /forgot-password. */
export type ForgotPasswordEvent = { type: 'forgot.submit'; email: string };
