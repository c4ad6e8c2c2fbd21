import type { ActorRefFrom } from 'xstate';
import type { audioQueueMachine } from '../../../../../machines/audioQueue/audioQueue.machine';
import type { inactivityMachine } from '../../../../../machines/inactivity/inactivity.machine';
import type { InterviewActor } from '../../../../../machines/interview/interview.machine';
import type { recorderMachine } from '../../../../../machines/recorder/recorder.machine';
import type { socketMachine } from '../../../../../machines/socket/socket.machine';

/** The interview actor and its four children, as the page's components receive them. */
export interface InterviewRefs {
  interview: InterviewActor;
  socket: ActorRefFrom<typeof socketMachine>;
  recorder: ActorRefFrom<typeof recorderMachine>;
  audioQueue: ActorRefFrom<typeof audioQueueMachine>;
  inactivity: ActorRefFrom<typeof inactivityMachine>;
}
