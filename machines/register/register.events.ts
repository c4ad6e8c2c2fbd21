/** Events of /register. */
export type RegisterEvent = {
  type: 'register.submit';
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
};

export interface RegisterInput {
  /** Absolute link to the SPA's /login, put into the verification mail. */
  redirectUri: string;
}
