import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createAudioQueueActors } from '../../../../machines/audioQueue/audioQueue.actors';
import { audioQueueMachine } from '../../../../machines/audioQueue/audioQueue.machine';
import { createInterviewActions, createInterviewActors } from '../../../../machines/interview/interview.actors';
import { interviewMachine } from '../../../../machines/interview/interview.machine';
import { createRecorderActors } from '../../../../machines/recorder/recorder.actors';
import { recorderMachine } from '../../../../machines/recorder/recorder.machine';
import { createSocketActions, createSocketActors } from '../../../../machines/socket/socket.actors';
import { socketMachine } from '../../../../machines/socket/socket.machine';
import { startCapture } from '../../../audio/capture';
import { playClip } from '../../../audio/player';
import { resolveLiveUrl } from '../../../config';
import { routeTo } from '../../../components/layout/nav';
import { InterviewPage } from '../-components/interview/InterviewPage';
import { useLocale } from '../../../i18n/react';

/** /interview/{id} (spec §2): the live interview for job {id} (a catalogue job or one of the user's own); a new id is a new interview. */
export const Route = createFileRoute('/_app/interview/$id')({
  staticData: { title: 'pageTitle.interview' },
  component: InterviewRoute,
});

function InterviewRoute() {
  useLocale();
  const { id } = Route.useParams();
  return <InterviewFlow key={id} jobId={id} />;
}

function newUid(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function InterviewFlow({ jobId }: { jobId: string }) {
  const { api, config, jobs, subscription, tokens, refresher, clock, userStorage, inspect } = Route.useRouteContext();
  const navigate = useNavigate();
  const [uid] = useState(newUid);
  const actor = useActorRef(
    interviewMachine.provide({
      actors: {
        ...createInterviewActors({ tokens, refresher, clock, jobs, subscription, api }),
        socket: socketMachine.provide({
          actors: createSocketActors({ WebSocket: globalThis.WebSocket }),
          actions: createSocketActions({ storage: userStorage.local }),
        }),
        recorder: recorderMachine.provide({ actors: createRecorderActors({ startCapture }) }),
        audioQueue: audioQueueMachine.provide({ actors: createAudioQueueActors({ playClip }) }),
      },
      actions: {
        ...createInterviewActions({ storage: userStorage.local }),
        jobNotFound: () => {},
        redirectToSubscription: () => void navigate({ to: routeTo('/subscription'), replace: true }),
        goToHistory: () => void navigate({ to: routeTo('/history') }),
        goToJobs: () => void navigate({ to: routeTo('/jobs') }),
      },
    }),
    { input: { jobId, uid, liveUrl: resolveLiveUrl(config) }, inspect },
  );

  // Leaving the screen (another page, the tab closed) always ends the interview and disconnects.
  useEffect(() => {
    const leave = () => actor.send({ type: 'interview.leave' });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [actor]);

  return <InterviewPage actor={actor} />;
}
