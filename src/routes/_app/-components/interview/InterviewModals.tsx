import { useSelector } from '@xstate/react';
import { selectSecondsLeft, selectIsWarningOpen } from '../../../../../machines/inactivity/inactivity.selectors';
import { selectErrorDismissed, selectIsEndDialogOpen } from '../../../../../machines/interview/interview.selectors';
import { selectIsDenied } from '../../../../../machines/recorder/recorder.selectors';
import { selectModal } from '../../../../../machines/socket/socket.selectors';
import { routeTo } from '../../../../components/layout/nav';
import { t, text, type MessageKey } from '../../../../i18n';
import { Button, Dialog, LinkButton, Stack, Text } from '../../../../ui';
import type { InterviewRefs } from './childRefs';

type ModalKind = 'noSessions' | 'authRequired' | 'lost' | 'error';

const TITLES: Record<ModalKind, MessageKey> = {
  noSessions: 'live.noSessionsTitle',
  authRequired: 'live.authTitle',
  lost: 'live.lostTitle',
  error: 'live.errorTitle',
};

/** The connection error modal of spec §2 / §8: its four titles, texts and links. */
export function ConnectionErrorModal({ refs }: { refs: InterviewRefs }) {
  const modal = useSelector(refs.socket, selectModal);
  const authFailed = useSelector(refs.interview, (s) => s.context.linkState === 'authRequired' && s.context.notice !== null);
  const dismissed = useSelector(refs.interview, selectErrorDismissed);
  const retrying = useSelector(refs.interview, (s) => s.matches({ session: { link: 'retrying' } }));
  const shown = modal ?? (authFailed ? { kind: 'authRequired' as const, error: { key: 'live.authRequired' as const } } : null);
  if (!shown || dismissed) return null;
  const close = () => refs.interview.send({ type: 'interview.dismissError' });
  const retry = () => refs.interview.send({ type: 'interview.retry' });
  const retryButton = (
    <Button key="retry" onClick={retry} loading={retrying}>
      {t('live.retry')}
    </Button>
  );
  const closeButton = (
    <Button key="close" variant="secondary" onClick={close}>
      {t('common.close')}
    </Button>
  );
  let body: React.ReactNode;
  let actions: React.ReactNode;
  switch (shown.kind) {
    case 'noSessions':
      body = (
        <Stack space="small">
          <Text>{t('live.noSessions')}</Text>
          <Text tone="secondary">{t('live.noSessionsText')}</Text>
        </Stack>
      );
      actions = [
        closeButton,
        <LinkButton key="upgrade" to={routeTo('/subscription')}>
          {t('live.upgrade')}
        </LinkButton>,
      ];
      break;
    case 'authRequired':
      body = (
        <Stack space="small">
          <Text>{t('live.authRequired')}</Text>
          <Text tone="secondary">{t('live.authText')}</Text>
        </Stack>
      );
      actions = [
        closeButton,
        retryButton,
        <LinkButton key="login" to="/login">
          {t('live.signIn')}
        </LinkButton>,
      ];
      break;
    default:
      body = <Text>{text(shown.error)}</Text>;
      actions = [closeButton, retryButton];
  }
  return (
    <Dialog open onClose={close} title={t(TITLES[shown.kind])} role="alertdialog" actions={actions} disableBackdropClose>
      {body}
    </Dialog>
  );
}

/** "Microphone access denied…" (spec §8, a modal). */
export function MicrophoneDeniedModal({ refs }: { refs: InterviewRefs }) {
  const denied = useSelector(refs.recorder, selectIsDenied);
  const close = () => refs.interview.send({ type: 'interview.dismissNotice' });
  return (
    <Dialog
      open={denied}
      onClose={close}
      title={t('live.micDeniedTitle')}
      role="alertdialog"
      actions={<Button onClick={close}>{t('common.close')}</Button>}
    >
      <Stack space="small">
        <Text>{t('live.micDenied')}</Text>
        <Text tone="secondary">{t('interview.typedAnswerHint')}</Text>
      </Stack>
    </Dialog>
  );
}

/** The inactivity warning: counts down in "sec" from the server's seconds; Continue extends the session. */
export function InactivityModal({ refs }: { refs: InterviewRefs }) {
  const open = useSelector(refs.inactivity, selectIsWarningOpen);
  const seconds = useSelector(refs.inactivity, selectSecondsLeft);
  const keepGoing = () => refs.interview.send({ type: 'interview.continue' });
  return (
    <Dialog
      open={open}
      onClose={keepGoing}
      title={t('inactivity.title')}
      role="alertdialog"
      actions={<Button onClick={keepGoing}>{t('inactivity.continue')}</Button>}
    >
      <Text>
        {t('inactivity.text')} <strong data-inactivity-seconds={seconds}>{t('inactivity.seconds', { seconds })}</strong>
      </Text>
    </Dialog>
  );
}

/** The manual end's confirmation (spec §4: in Russian, noting the redirect to the history). */
export function EndInterviewDialog({ refs }: { refs: InterviewRefs }) {
  const open = useSelector(refs.interview, selectIsEndDialogOpen);
  const cancel = () => refs.interview.send({ type: 'interview.cancelEnd' });
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={<span lang="ru">{t('interview.endConfirmTitle')}</span>}
      role="alertdialog"
      closeLabel={t('common.cancel')}
      actions={[
        <Button key="no" variant="secondary" onClick={cancel}>
          <span lang="ru">{t('interview.endConfirmNo')}</span>
        </Button>,
        <Button key="yes" variant="danger" onClick={() => refs.interview.send({ type: 'interview.confirmEnd' })}>
          <span lang="ru">{t('interview.endConfirmYes')}</span>
        </Button>,
      ]}
    >
      <Text>
        <span lang="ru">{t('interview.endConfirmText')}</span>
      </Text>
    </Dialog>
  );
}
