import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { answerCorrectionMachine } from '../../../../../machines/answerCorrection/answerCorrection.machine';
import {
  selectCorrectionError,
  selectDraft,
  selectEditingId,
  selectIsSaving,
} from '../../../../../machines/answerCorrection/answerCorrection.selectors';
import { selectPlayedIds } from '../../../../../machines/audioQueue/audioQueue.selectors';
import type { ChatMessage, MessageGroup } from '../../../../../machines/interview/interview.messages';
import {
  selectCorrectableId,
  selectCorrectionRef,
  selectIsPanelBusy,
  selectMessageGroups,
  selectRevealed,
} from '../../../../../machines/interview/interview.selectors';
import { selectIsRecording } from '../../../../../machines/recorder/recorder.selectors';
import { AUTOSCROLL_MAX_MS } from '../../../../../machines/shared/constants';
import { selectCanRecord } from '../../../../../machines/socket/socket.selectors';
import { t } from '../../../../i18n';
import { formatTimeOfDay as formatTime } from '../../../../i18n/format';
import { visuallyHidden } from '../../../../styles';
import { Inline, Stack } from '../../../../ui';
import { EditIcon, EyeIcon, EyeOffIcon, PlayIcon } from '../../../../ui/icons';
import { AnswerEditor } from './AnswerEditor';
import { mark } from './AnswerEditor.css';
import type { InterviewRefs } from './childRefs';
import * as styles from './Interview.css';
import { logAround, revealInside } from './revealInside';

type CorrectionRef = ActorRefFrom<typeof answerCorrectionMachine>;

/** "Corrected", with what was recognised for whoever wants to compare. */
export function CorrectedMark({ recognizedText }: { recognizedText: string }) {
  const heard = t('correction.heardAs', { text: recognizedText });
  return (
    <span className={mark} title={heard} data-corrected="true">
      {t('correction.corrected')}
      <span className={visuallyHidden}>{` (${heard})`}</span>
    </span>
  );
}

/** The candidate's own final answer: its text, the edit action while it may be corrected, or the editor. */
function OwnAnswer({
  message,
  correction,
  correctable,
  onEdit,
  onSave,
  onCancel,
}: {
  message: ChatMessage;
  correction: CorrectionRef;
  correctable: boolean;
  onEdit: () => void;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const editingId = useSelector(correction, selectEditingId);
  const saving = useSelector(correction, selectIsSaving);
  const draft = useSelector(correction, selectDraft);
  const error = useSelector(correction, selectCorrectionError);
  const editing = editingId === message.id;
  const answer = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);
  // Saved or cancelled: the answer (with its "Corrected" mark) shows where the editor was.
  useLayoutEffect(() => {
    if (editing) {
      wasEditing.current = true;
      return;
    }
    const el = answer.current;
    const log = el && logAround(el);
    if (wasEditing.current && el && log) revealInside(log, el);
  }, [editing, message.text, message.recognizedText]);
  if (editing) {
    return (
      <AnswerEditor
        initialText={draft}
        saving={saving}
        error={error}
        onSave={onSave}
        onCancel={onCancel}
      />
    );
  }
  return (
    <Stack space="xxsmall" align="end" ref={answer}>
      <div className={`${styles.bubble} ${styles.bubbleUser}`} data-message-id={message.id} data-final="true" lang="en">
        {message.text}
      </div>
      {message.recognizedText !== null || (correctable && editingId === null) ? (
        <Inline space="xsmall" alignY="center" wrap={false}>
          {message.recognizedText !== null ? <CorrectedMark recognizedText={message.recognizedText} /> : null}
          {correctable && editingId === null ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('correction.editLabel')}
              title={t('correction.editLabel')}
              onClick={onEdit}
            >
              <EditIcon width={16} height={16} />
              <span aria-hidden="true">&nbsp;{t('correction.edit')}</span>
            </button>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}

const sameGroups = (a: MessageGroup[], b: MessageGroup[]) => JSON.stringify(a) === JSON.stringify(b);
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The correction editor, while one is open in the conversation. */
const openEditor = (log: HTMLElement) => log.querySelector<HTMLElement>('[data-testid="answer-editor"]');

/** How near its end (px) the conversation counts as showing the latest message. */
const END_SLACK = 48;
/** A scroll up this soon after the candidate's wheel, touch, pointer or key is theirs (a scrollbar drag or a flick runs on). */
const USER_SCROLL_MS = 1000;

/**
 * Keeps the conversation's end in view. New messages (and the candidate's live words) scroll it to the
 * bottom in at most 300 ms (at once when the user prefers reduced motion). When the box or its content
 * changes size (the window turns or shrinks, the typed answer grows, bubbles rewrap) the correction
 * editor stays in view while one is open, else the latest message, unless the candidate has scrolled
 * back to read. When the browser moves the scroll position without the candidate and without a size
 * change left to observe (the window turned and back before a frame), the latest message comes back.
 * Opening the editor is going back to read: once it closes, the corrected answer stays where it was
 * until the next message.
 */
function useFollowLatest(
  container: React.RefObject<HTMLDivElement | null>,
  content: React.RefObject<HTMLDivElement | null>,
  trigger: unknown,
) {
  const animating = useRef(false);
  const atEnd = useRef(true);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    // A message arriving while the candidate corrects an answer does not take the editor away.
    const editor = openEditor(el);
    if (editor) {
      atEnd.current = false;
      revealInside(el, editor);
      return;
    }
    const target = el.scrollHeight - el.clientHeight;
    const start = el.scrollTop;
    const distance = target - start;
    if (distance <= 0) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced || typeof requestAnimationFrame !== 'function') {
      el.scrollTop = target;
      return;
    }
    let frame = 0;
    const began = performance.now();
    animating.current = true;
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / AUTOSCROLL_MAX_MS);
      el.scrollTop = start + distance * (1 - (1 - progress) ** 3);
      if (progress < 1) {
        frame = requestAnimationFrame(step);
        return;
      }
      animating.current = false;
      // What arrived or rewrapped meanwhile: the real end (or an editor opened meanwhile).
      const opened = openEditor(el);
      if (opened) revealInside(el, opened);
      else {
        el.scrollTop = el.scrollHeight;
        atEnd.current = true;
      }
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      animating.current = false;
    };
  }, [container, trigger]);

  useEffect(() => {
    const el = container.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    // Only the candidate scrolling back up leaves the end: content growing under the box does not, nor
    // the browser moving the scroll position when the window is resized or bubbles rewrap (a scroll up
    // with no wheel, touch, pointer or key from the candidate just before it).
    let lastTop = el.scrollTop;
    let handled = -Infinity;
    let frame = 0;
    const onInput = () => {
      handled = performance.now();
    };
    const onScroll = () => {
      const editing = openEditor(el) !== null;
      if (editing) atEnd.current = false;
      else if (el.scrollHeight - el.scrollTop - el.clientHeight < END_SLACK) atEnd.current = true;
      else if (el.scrollTop < lastTop && !animating.current) {
        if (performance.now() - handled < USER_SCROLL_MS) atEnd.current = false;
        else if (atEnd.current && !frame) {
          // Not the candidate's: back to the latest message once the browser has settled.
          frame = requestAnimationFrame(() => {
            frame = 0;
            if (atEnd.current && !animating.current && !openEditor(el)) el.scrollTop = el.scrollHeight;
          });
        }
      }
      lastTop = el.scrollTop;
    };
    const observer = new ResizeObserver(() => {
      if (animating.current) return;
      const editor = openEditor(el);
      if (editor) {
        atEnd.current = false;
        revealInside(el, editor);
      } else if (atEnd.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    if (content.current) observer.observe(content.current);
    el.addEventListener('scroll', onScroll, { passive: true });
    // Focus moving into the conversation (Tab to an earlier answer's Edit button) is the candidate's too.
    const inputs = ['wheel', 'touchmove', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const type of inputs) el.addEventListener(type, onInput, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
      for (const type of inputs) el.removeEventListener(type, onInput);
    };
  }, [container, content]);
}

/** The scrolling conversation: grouped bubbles, the candidate's words live, interviewer text blurred until heard. */
export function Conversation({ refs }: { refs: InterviewRefs }) {
  const groups = useSelector(refs.interview, selectMessageGroups, sameGroups);
  const revealed = useSelector(refs.interview, selectRevealed, sameIds);
  const played = useSelector(refs.audioQueue, selectPlayedIds, sameIds);
  const canPlay = useSelector(refs.socket, selectCanRecord);
  const correction = useSelector(refs.interview, selectCorrectionRef);
  const correctableId = useSelector(refs.interview, selectCorrectableId);
  const recording = useSelector(refs.recorder, selectIsRecording);
  // While the panel is busy nobody is about to greet the candidate (the busy panel above says why).
  const panelBusy = useSelector(refs.interview, selectIsPanelBusy);
  const container = useRef<HTMLDivElement>(null);
  const lastText = groups.length ? groups[groups.length - 1].messages.map((m) => m.text).join('') : '';
  const content = useRef<HTMLDivElement>(null);
  useFollowLatest(container, content, `${groups.length}:${lastText.length}`);

  return (
    <div
      ref={container}
      className={styles.conversation}
      role="log"
      aria-live="polite"
      aria-label={t('interview.conversation')}
      tabIndex={0}
    >
      <div ref={content} className={styles.conversationContent}>
        {groups.length === 0 && !panelBusy ? <p className={styles.emptyConversation}>{t('interview.waitingForPanel')}</p> : null}
        {groups.map((group) => {
          const audioIds = group.messages.filter((m) => m.hasAudio).map((m) => m.id);
          const hidden = (id: string, hasAudio: boolean) => hasAudio && !played.includes(id) && !revealed.includes(id);
          const anyHidden = group.messages.some((m) => hidden(m.id, m.hasAudio));
          const allRevealed = audioIds.length > 0 && audioIds.every((id) => revealed.includes(id));
          return (
            <Stack
              as="section"
              key={group.key}
              space="xxsmall"
              align={group.isUser ? 'end' : 'start'}
              data-sender={group.isUser ? 'user' : group.senderId}
              aria-label={group.isUser ? t('interview.you') : `${group.sender}, ${group.senderRole}`}
            >
              <Inline space="xsmall" alignY="center" wrap={false} fontSize="xsmall" color="secondary">
                <span>
                  {group.isUser ? t('interview.you') : <span lang="en">{`${group.sender} · ${group.senderRole}`}</span>} ·{' '}
                  {formatTime(group.messages[0].timestamp)}
                </span>
                {!group.isUser && audioIds.length > 0 ? (
                  <>
                    <button
                      type="button"
                      className={styles.iconButton}
                      disabled={!canPlay}
                      aria-label={t('interview.playGroup')}
                      title={t('interview.playGroup')}
                      onClick={() => refs.interview.send({ type: 'interview.playGroup', ids: audioIds })}
                    >
                      <PlayIcon width={16} height={16} />
                    </button>
                    {anyHidden || allRevealed ? (
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-pressed={allRevealed}
                        aria-label={t(allRevealed ? 'interview.hideText' : 'interview.revealText')}
                        title={t(allRevealed ? 'interview.hideText' : 'interview.revealText')}
                        onClick={() => refs.interview.send({ type: 'interview.toggleReveal', ids: audioIds })}
                      >
                        {allRevealed ? <EyeOffIcon width={16} height={16} /> : <EyeIcon width={16} height={16} />}
                      </button>
                    ) : null}
                  </>
                ) : null}
              </Inline>
              {group.messages.map((message) => {
                if (message.isUser && message.isFinal && correction) {
                  return (
                    <OwnAnswer
                      key={message.id}
                      message={message}
                      correction={correction}
                      correctable={message.id === correctableId && !recording}
                      onEdit={() => refs.interview.send({ type: 'interview.editAnswer', messageId: message.id, text: message.text })}
                      onSave={(text) => refs.interview.send({ type: 'interview.saveAnswer', text })}
                      onCancel={() => refs.interview.send({ type: 'interview.cancelEdit' })}
                    />
                  );
                }
                const isHidden = hidden(message.id, message.hasAudio);
                const classes = [
                  styles.bubble,
                  message.isUser ? styles.bubbleUser : '',
                  message.isUser && !message.isFinal ? styles.bubblePartial : '',
                ].join(' ');
                return (
                  // The interview is held in English: the panel's words and the candidate's are read with an English voice.
                  <div key={message.id} className={classes} data-message-id={message.id} data-final={message.isFinal} lang={isHidden ? undefined : 'en'}>
                    {isHidden ? (
                      <>
                        <span className={visuallyHidden}>{t('interview.hiddenText')}</span>
                        <span className={styles.blurred} aria-hidden="true" data-hidden-text="true" lang="en">
                          {message.text}
                        </span>
                      </>
                    ) : (
                      message.text
                    )}
                  </div>
                );
              })}
            </Stack>
          );
        })}
      </div>
    </div>
  );
}
