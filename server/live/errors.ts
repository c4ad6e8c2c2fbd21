/** Thrown when another process took the interview over: this one must stop running it. */
export class LeaseLost extends Error {
  constructor() {
    super('the interview is now run by another process');
  }
}
