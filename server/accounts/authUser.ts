/** The signed-in user of a request or a live connection (the access token's claims, checked). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  /** The refresh-token family this access token was issued for (its `sid` claim): this device's session. */
  sessionId: string;
}
