import { useSelector } from '@xstate/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_ANSWER_TEXT } from '../../../../../openapi/live-protocol';
import { selectAnswersTaken, selectSpeechAvailable } from '../../../../../machines/interview/interview.selectors';
import {
  selectBars,
  selectIsLocked,
  selectIsRecording,
  selectLevelLabel,
} from '../../../../../machines/recorder/recorder.selectors';
import { selectCanRecord } from '../../../../../machines/socket/socket.selectors';
import { t, text } from '../../../../i18n';
import { formatNumber } from '../../../../i18n/format';
import { Box, Button, Inline, Stack, Text, TextField } from '../../../../ui';
import { MicIcon, StopIcon } from '../../../../ui/icons';
import type { InterviewRefs } from './childRefs';
import * as styles from './Interview.css';
import { Notices } from './Notices';

const sameBars = (a: readonly boolean[], b: readonly boolean[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The 16-bar level meter ("Speaking..." / "Ready"), the round record/stop button and the typed answer. */
export function ControlPanel({ refs }: { refs: InterviewRefs }) {
  const recording = useSelector(refs.recorder, selectIsRecording);
  const locked = useSelector(refs.recorder, selectIsLocked);
  const label = useSelector(refs.recorder, selectLevelLabel);
  const bars = useSelector(refs.recorder, selectBars, sameBars);
  const connected = useSelector(refs.socket, selectCanRecord);
  const speech = useSelector(refs.interview, selectSpeechAvailable);

  return (
    <Stack as="section" space="small" align="center" className={`${styles.panel} ${styles.pinnedBottom}`} aria-label={t('interview.levelMeter')}>
      <Notices refs={refs} />
      {speech ? (
        <>
          <div className={styles.meter} role="meter" aria-label={t('interview.levelMeter')} aria-valuemin={0} aria-valuemax={bars.length} aria-valuenow={bars.filter(Boolean).length}>
            {bars.map((on, i) => (
              <span key={i} className={styles.bar[on ? 'on' : 'off']} style={{ height: 6 + i * 1.6 }} />
            ))}
          </div>
          <Text size="small" tone="secondary">
            <span data-recorder-label="">{text(label)}</span>
          </Text>
          <button
            type="button"
            className={`${styles.recordButton} ${recording ? styles.recording : ''}`}
            aria-pressed={recording}
            aria-label={t(recording ? 'interview.stopRecording' : 'interview.startRecording')}
            // Not disabled while disconnected: a click then explains "Please connect to the server before recording".
            disabled={locked}
            data-connected={connected}
            onClick={() => refs.interview.send({ type: 'interview.toggleRecording' })}
          >
            {recording ? <StopIcon width={28} height={28} /> : <MicIcon width={28} height={28} />}
          </button>
        </>
      ) : (
        <Text size="small">{t('interview.speechUnavailable')}</Text>
      )}
      <TypedAnswer refs={refs} disabled={!connected || recording} />
    </Stack>
  );
}

/** Past this share of the limit the box counts the characters. */
const COUNT_FROM = 0.8;

/**
 * The typed answer. The text stays in the box until the server has taken the answer (it appears as
 * the candidate's final message): a refusal or a dropped connection never loses it. Over the
 * protocol's limit it says so and does not send.
 */
function TypedAnswer({ refs, disabled }: { refs: InterviewRefs; disabled: boolean }) {
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<{ text: string; answersBefore: number } | null>(null);
  const answersTaken = useSelector(refs.interview, selectAnswersTaken);
  const hintId = useId();
  const tooLong = value.length > MAX_ANSWER_TEXT;

  useEffect(() => {
    if (!sent || answersTaken <= sent.answersBefore) return;
    // Taken: clear the box unless it has been edited since.
    setValue((current) => (current === sent.text ? '' : current));
    setSent(null);
  }, [answersTaken, sent]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || disabled || tooLong) return;
    refs.interview.send({ type: 'interview.sendText', text: value });
    setSent({ text: value, answersBefore: answersTaken });
  };
  const counted = value.length >= MAX_ANSWER_TEXT * COUNT_FROM;
  return (
    <Stack as="form" space="xxsmall" width="full" onSubmit={submit}>
      <Inline space="xsmall" alignY="bottom" wrap={false} width="full">
        <Box flex="fluid" minWidth={0}>
          <TextField
            label={t('interview.typedAnswer')}
            aria-describedby={hintId}
            value={value}
            autoComplete="off"
            error={tooLong ? t('interview.answerTooLong', { max: formatNumber(MAX_ANSWER_TEXT) }) : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        </Box>
        <Button type="submit" disabled={disabled || !value.trim() || tooLong}>
          {t('interview.sendAnswer')}
        </Button>
      </Inline>
      <Text id={hintId} size="small" tone="secondary">
        {counted
          ? t('interview.answerLength', { count: formatNumber(value.length), max: formatNumber(MAX_ANSWER_TEXT) })
          : t('interview.typedAnswerHint')}
      </Text>
    </Stack>
  );
}
