/** Events of /reset-password. */
export type ResetPasswordEvent = { type: 'reset.submit'; newPassword: string; confirmPassword: string };

export interface ResetPasswordInput {
  /** The query parameter `token` of /reset-password. */
  token?: string | null;
}
