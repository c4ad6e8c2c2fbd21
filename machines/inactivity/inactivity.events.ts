/**
 * Events of the inactivity warning (spec §4 "Inactivity", §9): the server warns during the last 30 s of
 * the 5-minute window; the modal counts down in whole seconds on the client's clock.
 */
export type InactivityEvent =
  /** `inactivity_warning` from the server: seconds left in the window (<= 0: the window passed). */
  | { type: 'inactivity.warning'; secondsRemaining: number }
  /** "Continue" in the modal. */
  | { type: 'inactivity.continue' }
  /** The candidate did something (started an answer, typed an answer): counts as Continue while warned. */
  | { type: 'inactivity.activity' }
  /** The interview is over: close the modal for good. */
  | { type: 'inactivity.reset' };

/** What the inactivity machine tells its parent (action `notify`, by default `sendParent`). */
export type InactivityNotice =
  /** Send `extend_session` to the server. */
  | { type: 'inactivity.extend' }
  /** The countdown reached 0 (or the server said <= 0): the interview ends. */
  | { type: 'inactivity.expired' };
