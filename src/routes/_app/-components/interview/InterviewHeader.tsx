import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { selectSpeed } from '../../../../../machines/audioQueue/audioQueue.selectors';
import { selectJob } from '../../../../../machines/interview/interview.selectors';
import { PLAYBACK_SPEEDS, RECONNECT_MAX_ATTEMPTS, type PlaybackSpeed } from '../../../../../machines/shared/constants';
import { selectConnectionStatus, selectReconnectAttempt } from '../../../../../machines/socket/socket.selectors';
import { companyOf, jobTitleOf } from '../../../../../machines/interview/interview.messages';
import { DEFAULT_LOCALE, getLocale, t, type MessageKey } from '../../../../i18n';
import { Box, Button } from '../../../../ui';
import { CloseIcon, InfoIcon, SettingsIcon } from '../../../../ui/icons';
import type { InterviewRefs } from './childRefs';
import * as styles from './Interview.css';

const STATUS_TEXT: Record<string, MessageKey> = {
  disconnected: 'interview.status.disconnected',
  connecting: 'interview.status.connecting',
  connected: 'interview.status.connected',
  connection_confirmed: 'interview.status.confirmed',
  reconnecting: 'interview.status.reconnecting',
  panel_busy: 'interview.status.panelBusy',
};

/** Stands in for the English value while the UI's template is filled, then splits the text around it. */
const SLOT = '\uE000';

/**
 * A UI template with one English value (the scenario's position or company) in it: the value is marked
 * `lang="en"`, so a Russian page does not read "Frontend Developer" with a Russian voice.
 */
function withEnglish(key: MessageKey, name: string, value: string): ReactNode {
  const [before = '', ...after] = t(key, { [name]: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <span lang="en">{value}</span>
      {after.join(value)}
    </>
  );
}

/** Position "Interview", the company, the connection indicator, the settings and the red End Interview. */
export function InterviewHeader({ refs }: { refs: InterviewRefs }) {
  const job = useSelector(refs.interview, selectJob);
  return (
    <header className={`${styles.panel} ${styles.header} ${styles.pinnedTop}`}>
      <h1 className={styles.title}>{withEnglish('interview.title', 'position', jobTitleOf(job))}</h1>
      <p className={`${styles.status} ${styles.company}`}>{withEnglish('interview.company', 'company', companyOf(job))}</p>
      <div className={styles.headerActions}>
        <ConnectionIndicator refs={refs} />
        <SettingsMenu refs={refs} />
        <Button variant="danger" size="small" onClick={() => refs.interview.send({ type: 'interview.requestEnd' })}>
          {t('interview.end')}
        </Button>
      </div>
      {getLocale() !== DEFAULT_LOCALE ? <EnglishNotice /> : null}
    </header>
  );
}

const ENGLISH_NOTICE_KEY = 'interviewInEnglishDismissed';

function noticeDismissed(): boolean {
  try {
    return localStorage.getItem(ENGLISH_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

/** "The interview itself is held in English": one line under the title until the candidate hides it (remembered). */
function EnglishNotice() {
  const [hidden, setHidden] = useState(noticeDismissed);
  if (hidden) return null;
  const hide = () => {
    setHidden(true);
    try {
      localStorage.setItem(ENGLISH_NOTICE_KEY, '1');
    } catch {
      // Storage refused (private mode): hidden for this visit only.
    }
  };
  return (
    <p className={styles.englishNotice}>
      <InfoIcon width={16} height={16} aria-hidden="true" className={styles.noticeIcon} />
      <span>{t('interview.inEnglish')}</span>
      <button type="button" className={styles.noticeDismiss} aria-label={t('interview.hideInEnglish')} title={t('interview.hideInEnglish')} onClick={hide}>
        <CloseIcon width={14} height={14} />
      </button>
    </p>
  );
}

function ConnectionIndicator({ refs }: { refs: InterviewRefs }) {
  const status = useSelector(refs.socket, selectConnectionStatus);
  const attempt = useSelector(refs.socket, selectReconnectAttempt);
  const ok = status === 'connected' || status === 'connection_confirmed';
  // Waiting for a busy panel: the interview page tries again by itself (no Reconnect button).
  const busy = status === 'connecting' || status === 'reconnecting' || status === 'panel_busy';
  const key = STATUS_TEXT[status] ?? 'interview.status.error';
  return (
    <div className={styles.status}>
      <span className={styles.dot[ok ? 'ok' : busy ? 'busy' : 'down']} aria-hidden="true" />
      <span role="status" data-connection={status}>
        {t(key, { attempt: Math.max(attempt, 1), max: RECONNECT_MAX_ATTEMPTS })}
      </span>
      {!ok && !busy ? (
        <Button variant="secondary" size="small" onClick={() => refs.interview.send({ type: 'interview.reconnect' })}>
          {t('interview.reconnect')}
        </Button>
      ) : null}
    </div>
  );
}

function SettingsMenu({ refs }: { refs: InterviewRefs }) {
  const speed = useSelector(refs.audioQueue, selectSpeed);
  const [open, setOpen] = useState(false);
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const choose = (value: PlaybackSpeed) => refs.interview.send({ type: 'interview.setSpeed', speed: value });
  return (
    <Box position="relative" ref={container}>
      <Button
        variant="secondary"
        size="small"
        icon={<SettingsIcon width={16} height={16} />}
        aria-expanded={open}
        aria-controls={`${id}-settings`}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.wideOnly}>{t('interview.settings')}</span>
      </Button>
      {open ? (
        <div id={`${id}-settings`} className={styles.settingsPanel}>
          <fieldset className={styles.speedOptions}>
            <legend className={styles.interviewerName}>{t('interview.playbackSpeed')}</legend>
            {PLAYBACK_SPEEDS.map((value) => (
              <Button
                key={value}
                size="small"
                variant={value === speed ? 'primary' : 'secondary'}
                aria-pressed={value === speed}
                onClick={() => choose(value)}
              >
                {t('interview.speed', { speed: value })}
              </Button>
            ))}
          </fieldset>
        </div>
      ) : null}
    </Box>
  );
}
