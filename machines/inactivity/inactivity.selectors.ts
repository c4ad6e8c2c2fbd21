/** Pure reads of the inactivity warning's snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { inactivityMachine } from './inactivity.machine';

type InactivitySnapshot = SnapshotFrom<typeof inactivityMachine>;

export const selectIsWarningOpen = (snapshot: InactivitySnapshot): boolean => snapshot.matches('warning');
/** Whole seconds shown in the modal ("{seconds} sec"). */
export const selectSecondsLeft = (snapshot: InactivitySnapshot): number => snapshot.context.secondsLeft;
