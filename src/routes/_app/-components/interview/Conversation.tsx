import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectPlayedIds } from '../../../../../machines/audioQueue/audioQueue.selectors';
import type { MessageGroup } from '../../../../../machines/interview/interview.messages';
import { selectMessageGroups, selectRevealed } from '../../../../../machines/interview/interview.selectors';
import { AUTOSCROLL_MAX_MS } from '../../../../../machines/shared/constants';
import { selectCanRecord } from '../../../../../machines/socket/socket.selectors';
import { t } from '../../../../i18n';
import { formatTimeOfDay as formatTime } from '../../../../i18n/format';
import { visuallyHidden } from '../../../../styles';
import { Inline, Stack } from '../../../../ui';
import { EyeIcon, EyeOffIcon, PlayIcon } from '../../../../ui/icons';
import type { InterviewRefs } from './childRefs';
import * as styles from './Interview.css';

const sameGroups = (a: MessageGroup[], b: MessageGroup[]) => JSON.stringify(a) === JSON.stringify(b);
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** Scrolls to the bottom in at most 300 ms (at once when the user prefers reduced motion). */
function useAutoScroll(container: React.RefObject<HTMLDivElement | null>, trigger: unknown) {
  useEffect(() => {
    const el = container.current;
    if (!el) return;
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
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / AUTOSCROLL_MAX_MS);
      el.scrollTop = start + distance * (1 - (1 - progress) ** 3);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [container, trigger]);
}

/** The scrolling conversation: grouped bubbles, the candidate's words live, interviewer text blurred until heard. */
export function Conversation({ refs }: { refs: InterviewRefs }) {
  const groups = useSelector(refs.interview, selectMessageGroups, sameGroups);
  const revealed = useSelector(refs.interview, selectRevealed, sameIds);
  const played = useSelector(refs.audioQueue, selectPlayedIds, sameIds);
  const canPlay = useSelector(refs.socket, selectCanRecord);
  const container = useRef<HTMLDivElement>(null);
  const lastText = groups.length ? groups[groups.length - 1].messages.map((m) => m.text).join('') : '';
  useAutoScroll(container, `${groups.length}:${lastText.length}`);

  return (
    <div
      ref={container}
      className={styles.conversation}
      role="log"
      aria-live="polite"
      aria-label={t('interview.conversation')}
      tabIndex={0}
    >
      {groups.length === 0 ? <p className={styles.emptyConversation}>{t('interview.waitingForPanel')}</p> : null}
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
                {group.isUser ? t('interview.you') : `${group.sender} · ${group.senderRole}`} · {formatTime(group.messages[0].timestamp)}
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
              const isHidden = hidden(message.id, message.hasAudio);
              const classes = [
                styles.bubble,
                message.isUser ? styles.bubbleUser : '',
                message.isUser && !message.isFinal ? styles.bubblePartial : '',
              ].join(' ');
              return (
                <div key={message.id} className={classes} data-message-id={message.id} data-final={message.isFinal}>
                  {isHidden ? (
                    <>
                      <span className={visuallyHidden}>{t('interview.hiddenText')}</span>
                      <span className={styles.blurred} aria-hidden="true" data-hidden-text="true">
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
  );
}
