import { useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
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
import { Button, Text } from '../../../../ui';
import { input } from '../../../../ui/TextField.css';
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
    <section className={`${styles.panel} ${styles.controlPanel} ${styles.pinnedBottom}`} aria-label={t('interview.levelMeter')}>
      <Notices refs={refs} />
      <div className={styles.controls}>
        {speech ? (
          <div className={styles.voice}>
            <div className={styles.meterGroup}>
              <div className={styles.meter} role="meter" aria-label={t('interview.levelMeter')} aria-valuemin={0} aria-valuemax={bars.length} aria-valuenow={bars.filter(Boolean).length}>
                {bars.map((on, i) => (
                  <span key={i} className={styles.bar[on ? 'on' : 'off']} style={{ height: 6 + i * 1.6 }} />
                ))}
              </div>
              <Text size="small" tone="secondary">
                <span data-recorder-label="">{text(label)}</span>
              </Text>
            </div>
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
          </div>
        ) : (
          <Text size="small">{t('interview.speechUnavailable')}</Text>
        )}
        <TypedAnswer refs={refs} disabled={!connected || recording} />
      </div>
    </section>
  );
}

/** Past this share of the limit the box counts the characters. */
const COUNT_FROM = 0.8;

/** Makes a text box as tall as its text (its CSS max-height caps it; beyond, it scrolls). */
function useGrowWithText(field: React.RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [field, value]);
}

/**
 * The typed answer: a box that grows with the text; Enter sends, Shift+Enter starts a new line. The
 * text stays in the box until the server has taken the answer (it appears as the candidate's final
 * message): a refusal or a dropped connection never loses it. Over the protocol's limit it says so and
 * does not send.
 */
function TypedAnswer({ refs, disabled }: { refs: InterviewRefs; disabled: boolean }) {
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<{ text: string; answersBefore: number } | null>(null);
  const answersTaken = useSelector(refs.interview, selectAnswersTaken);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const tooLong = value.length > MAX_ANSWER_TEXT;
  useGrowWithText(field, value);

  useEffect(() => {
    if (!sent || answersTaken <= sent.answersBefore) return;
    // Taken: clear the box unless it has been edited since.
    setValue((current) => (current === sent.text ? '' : current));
    setSent(null);
  }, [answersTaken, sent]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!value.trim() || disabled || tooLong) return;
    refs.interview.send({ type: 'interview.sendText', text: value });
    setSent({ text: value, answersBefore: answersTaken });
  };
  const counted = value.length >= MAX_ANSWER_TEXT * COUNT_FROM;
  const label = t('interview.typedAnswer');
  return (
    <form className={styles.typedAnswer} onSubmit={submit}>
      <label htmlFor={`${id}-field`} className={styles.typedLabel}>
        {label}
      </label>
      <div className={styles.typedRow}>
        <textarea
          id={`${id}-field`}
          ref={field}
          rows={1}
          className={`${input} ${styles.typedField}`}
          placeholder={label}
          value={value}
          autoComplete="off"
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={`${id}-hint${tooLong ? ` ${id}-error` : ''}`}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" disabled={disabled || !value.trim() || tooLong}>
          {t('interview.sendAnswer')}
        </Button>
      </div>
      {tooLong ? (
        <p id={`${id}-error`} className={styles.typedError}>
          {t('interview.answerTooLong', { max: formatNumber(MAX_ANSWER_TEXT) })}
        </p>
      ) : null}
      <p id={`${id}-hint`} className={counted ? styles.typedHint : `${styles.typedHint} ${styles.wideOnly}`}>
        {counted
          ? t('interview.answerLength', { count: formatNumber(value.length), max: formatNumber(MAX_ANSWER_TEXT) })
          : t('interview.typedAnswerHint')}
      </p>
    </form>
  );
}
