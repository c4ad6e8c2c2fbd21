import type { SnapshotFrom } from 'xstate';
import type { InterviewMachine } from './interview.machine';

type InterviewSnapshot = SnapshotFrom<InterviewMachine>;

/** The interview waits for the candidate's answer (the only time one is taken). */
export const isAwaitingAnswer = (snapshot: InterviewSnapshot): boolean => snapshot.matches({ conversation: 'listening' });

/** A spoken answer is being received and transcribed. */
export const isTranscribing = (snapshot: InterviewSnapshot): boolean => snapshot.matches({ conversation: 'transcribing' });

/** Nothing more happens in this process (ended and reported, or given up and left resumable). */
export const isStopped = (snapshot: InterviewSnapshot): boolean =>
  snapshot.matches({ conversation: 'ended' }) || snapshot.matches({ conversation: 'failed' });
