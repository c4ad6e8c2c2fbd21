import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { selectSpeechAvailable } from '../../../../../machines/interview/interview.selectors';
import {
  selectBars,
  selectIsLocked,
  selectIsRecording,
  selectLevelLabel,
} from '../../../../../machines/recorder/recorder.selectors';
import { selectCanRecord } from '../../../../../machines/socket/socket.selectors';
import { t, text } from '../../../../i18n';
import { Button, Text, TextField } from '../../../../ui';
import { MicIcon, StopIcon } from '../../../../ui/icons';
import type { InterviewRefs } from './childRefs';
import * as styles from './Interview.css';

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
    <section className={styles.controls} aria-label={t('interview.levelMeter')}>
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
    </section>
  );
}

function TypedAnswer({ refs, disabled }: { refs: InterviewRefs; disabled: boolean }) {
  const [value, setValue] = useState('');
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || disabled) return;
    refs.interview.send({ type: 'interview.sendText', text: value });
    setValue('');
  };
  return (
    <form className={styles.typedAnswerForm} onSubmit={submit}>
      <div className={styles.typedAnswer}>
        <div className={styles.typedInput}>
          <TextField
            label={t('interview.typedAnswer')}
            aria-describedby={hintId}
            value={value}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={disabled || !value.trim()}>
          {t('interview.sendAnswer')}
        </Button>
      </div>
      <Text id={hintId} size="small" tone="secondary">
        {t('interview.typedAnswerHint')}
      </Text>
    </form>
  );
}
