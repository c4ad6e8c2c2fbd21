import { useSelector } from '@xstate/react';
import { selectIsRefused, selectNotice } from '../../../../../machines/interview/interview.selectors';
import { selectIsDenied, selectNotice as selectRecorderNotice } from '../../../../../machines/recorder/recorder.selectors';
import { t, text } from '../../../../i18n';
import { Alert, LinkButton, Stack } from '../../../../ui';
import type { InterviewRefs } from './childRefs';
import * as styles from './Interview.css';

/**
 * A server message (refusals, "Please wait…", a recording too short to be an answer) or the recorder's
 * alert ("Please connect to the server before recording"), in the control panel pinned to the bottom of
 * the window, right above the record button: where the candidate looks when they press it.
 */
export function Notices({ refs }: { refs: InterviewRefs }) {
  const notice = useSelector(refs.interview, selectNotice);
  const refused = useSelector(refs.interview, selectIsRefused);
  const recorderNotice = useSelector(refs.recorder, selectRecorderNotice);
  const denied = useSelector(refs.recorder, selectIsDenied);
  const dismiss = () => refs.interview.send({ type: 'interview.dismissNotice' });
  if (!notice && !(recorderNotice && !denied)) return null;
  return (
    <Stack space="xsmall" width="full">
      {notice ? (
        <Alert
          className={styles.compactNotice}
          tone={refused ? 'error' : 'warning'}
          onDismiss={refused ? undefined : dismiss}
          action={refused ? <LinkButton to="/jobs" size="small">{t('interview.backToJobs')}</LinkButton> : undefined}
        >
          {text(notice)}
        </Alert>
      ) : null}
      {recorderNotice && !denied ? (
        <Alert className={styles.compactNotice} tone="warning" onDismiss={dismiss}>
          {text(recorderNotice)}
        </Alert>
      ) : null}
    </Stack>
  );
}
