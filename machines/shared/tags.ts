/** Tags shared by the machines' states, so components can ask `snapshot.hasTag(BUSY)`. */

/** A state waiting for a call or a check: show progress, disable the form. */
export const BUSY = 'busy' as const;

export type MachineTag = typeof BUSY;
