import { useSelector } from '@xstate/react';
import { selectBusyRetrySeconds, selectIsPanelBusy } from '../../../../../machines/interview/interview.selectors';
import { selectBusyReason } from '../../../../../machines/socket/socket.selectors';
import { t } from '../../../../i18n';
import { Alert, Button, Stack, Text } from '../../../../ui';
import type { InterviewRefs } from './childRefs';

/**
 * "The panel is busy": the server took no new interview now (it holds as many as it hears well, or
 * it is about to restart). The machine tries the start again by itself; this says when, that nothing
 * was used, and offers Cancel (back to the jobs).
 */
export function PanelBusy({ refs }: { refs: InterviewRefs }) {
  const busy = useSelector(refs.interview, selectIsPanelBusy);
  const seconds = useSelector(refs.interview, selectBusyRetrySeconds);
  const reason = useSelector(refs.socket, selectBusyReason);
  if (!busy) return null;
  return (
    <Alert
      tone="info"
      title={t('live.busyTitle')}
      action={
        <Button variant="secondary" size="small" onClick={() => refs.interview.send({ type: 'interview.cancelWait' })}>
          {t('live.busyCancel')}
        </Button>
      }
    >
      <Stack space="xxsmall">
        <Text>{t(reason === 'draining' ? 'live.drainingText' : 'live.busyText')}</Text>
        <Text>{t('live.busyNothingUsed')}</Text>
        <Text tone="secondary">
          {t('live.busyRetryIn', { seconds })}
        </Text>
      </Stack>
    </Alert>
  );
}
