import { useSelector } from '@xstate/react';
import {
  selectAudioQueueRef,
  selectInactivityRef,
  selectIsLoadingJob,
  selectIsNotFound,
  selectLoadError,
  selectRecorderRef,
  selectSocketRef,
} from '../../../../../machines/interview/interview.selectors';
import type { InterviewActor } from '../../../../../machines/interview/interview.machine';
import { t, text } from '../../../../i18n';
import { Heading, LinkButton, RetryAlert, Spinner, Stack, Text } from '../../../../ui';
import type { InterviewRefs } from './childRefs';
import { ControlPanel } from './ControlPanel';
import { Conversation } from './Conversation';
import { InterviewersPanel } from './InterviewersPanel';
import { InterviewHeader } from './InterviewHeader';
import { PanelBusy } from './PanelBusy';
import * as styles from './Interview.css';
import { ConnectionErrorModal, EndInterviewDialog, InactivityModal, MicrophoneDeniedModal } from './InterviewModals';

/** /interview/{id} (spec §2): the job is looked up first, then the live screen runs while the session lasts. */
export function InterviewPage({ actor }: { actor: InterviewActor }) {
  const loading = useSelector(actor, selectIsLoadingJob);
  const notFound = useSelector(actor, selectIsNotFound);
  const loadError = useSelector(actor, selectLoadError);
  const socket = useSelector(actor, selectSocketRef);
  const recorder = useSelector(actor, selectRecorderRef);
  const audioQueue = useSelector(actor, selectAudioQueueRef);
  const inactivity = useSelector(actor, selectInactivityRef);

  if (notFound) {
    return (
      <Stack space="medium" align="center" paddingY="xxlarge" paddingX="medium" textAlign="center">
        <Heading level={1}>{t('interview.notFoundTitle')}</Heading>
        <Text tone="secondary">{t('interview.notFoundText')}</Text>
        <LinkButton to="/jobs">{t('interview.backToJobs')}</LinkButton>
      </Stack>
    );
  }
  if (loadError) {
    return (
      <Stack space="medium" align="center" paddingY="xxlarge" paddingX="medium" textAlign="center">
        <RetryAlert onRetry={() => actor.send({ type: 'interview.retry' })}>
          {text(loadError)}
        </RetryAlert>
      </Stack>
    );
  }
  if (loading || !socket || !recorder || !audioQueue || !inactivity) {
    return (
      <Stack space="medium" align="center" paddingY="xxlarge" paddingX="medium" textAlign="center" role="status">
        <Spinner size="large" label={null} />
        <Text tone="secondary">{t('interview.loading')}</Text>
      </Stack>
    );
  }
  return <LiveInterview refs={{ interview: actor, socket, recorder, audioQueue, inactivity }} />;
}

/** The header, then the conversation over the control panel, filling the window (the interviewers aside where wide). */
function LiveInterview({ refs }: { refs: InterviewRefs }) {
  return (
    <div className={styles.screen}>
      <InterviewHeader refs={refs} />
      <div className={styles.body}>
        <InterviewersPanel refs={refs} />
        <div className={styles.column}>
          <PanelBusy refs={refs} />
          <Conversation refs={refs} />
          <ControlPanel refs={refs} />
        </div>
      </div>
      <ConnectionErrorModal refs={refs} />
      <MicrophoneDeniedModal refs={refs} />
      <InactivityModal refs={refs} />
      <EndInterviewDialog refs={refs} />
    </div>
  );
}
