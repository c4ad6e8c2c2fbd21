import type { ReactNode } from 'react';
import type { ReportErrorKind, ReportProgress } from '../../../../../machines/report/report.machine';
import { t, text, type MessageKey, type UiText } from '../../../../i18n';
import { formatDate } from '../../../../i18n/format';
import { Box, Button, Card, Heading, Inline, LinkButton, Spinner, Text, sprinkles } from '../../../../ui';
import { AlertCircleIcon, InfoIcon } from '../../../../ui/icons';

/** The loading, progress and error screens: a centred column, at most the medium content width. */
const statusCard = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'medium',
  maxWidth: 'medium',
  marginY: 'large',
  marginX: 'auto',
  textAlign: 'center',
});

/** "Loading your interview report... This may take a few moments after the interview ends." */
export function ReportLoading() {
  return (
    <Box role="status" className={statusCard}>
      <Spinner size="large" label={null} />
      <Text tone="secondary">{t('report.loading')}</Text>
    </Box>
  );
}

const PROGRESS_TEXTS: Record<'0' | '1' | 'none', { title: MessageKey; body: MessageKey }> = {
  '0': { title: 'report.preparingTitle', body: 'report.preparingText' },
  '1': { title: 'report.generatingTitle', body: 'report.generatingText' },
  none: { title: 'report.notCreatedTitle', body: 'report.notCreatedText' },
};

export interface ReportProgressScreenProps {
  progress: ReportProgress;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * The progress screens (spec §2): "Report Being Prepared" (status 0), "Report Being Generated"
 * (status 1), "Report Not Created Yet", with what the conversation list said about the interview,
 * "Back to History" and "Refresh".
 */
export function ReportProgressScreen({ progress, refreshing, onRefresh }: ReportProgressScreenProps) {
  const texts = PROGRESS_TEXTS[progress.status === null ? 'none' : progress.status === 1 ? '1' : '0'];
  const summary = progress.summary;
  return (
    <StatusScreen
      icon={<InfoIcon width={40} height={40} />}
      titleId="report-progress-title"
      title={t(texts.title)}
      busy={refreshing}
      actions={
        <>
          <LinkButton to="/history" variant="secondary">
            {t('report.backToHistory')}
          </LinkButton>
          <Button loading={refreshing} onClick={onRefresh}>
            {t('report.refresh')}
          </Button>
        </>
      }
    >
      {summary ? (
        <div>
          <Text weight="semibold">{summary.jobTitle ? <span lang="en">{summary.jobTitle}</span> : t('common.unknownPosition')}</Text>
          <Text tone="secondary">{summary.company ? <span lang="en">{summary.company}</span> : t('common.unknownCompany')}</Text>
          <Text tone="secondary" size="small">
            {formatDate(summary.date, { withTime: true })}
          </Text>
        </div>
      ) : null}
      <Text tone="secondary">{t(texts.body)}</Text>
      <Text tone="secondary" size="small">
        {t('report.autoRefresh')}
      </Text>
    </StatusScreen>
  );
}

export interface ReportErrorScreenProps {
  error: UiText;
  kind: ReportErrorKind | null;
  /** A failed generation's reason (a known one in the UI's language), under the spec's text. */
  reason?: UiText | null;
  onLogin: () => void;
}

/** The error screen (spec §2, §8): "Report Not Found", the error's text, "Back to History", and Login for an auth error. */
export function ReportErrorScreen({ error, kind, reason, onLogin }: ReportErrorScreenProps) {
  return (
    <StatusScreen
      icon={<AlertCircleIcon width={40} height={40} />}
      titleId="report-error-title"
      title={t('report.errorTitle')}
      actions={
        <>
          <LinkButton to="/history" variant={kind === 'auth' ? 'secondary' : 'primary'}>
            {t('report.backToHistory')}
          </LinkButton>
          {kind === 'auth' ? <Button onClick={onLogin}>{t('report.login')}</Button> : null}
        </>
      }
    >
      <div role="alert">
        <Text>{text(error)}</Text>
        {reason ? (
          <Text tone="secondary" size="small">
            {text(reason)}
          </Text>
        ) : null}
      </div>
    </StatusScreen>
  );
}

interface StatusScreenProps {
  icon: ReactNode;
  /** The heading's id, which names the section. */
  titleId: string;
  title: ReactNode;
  /** The screen is being refreshed (`aria-busy`). */
  busy?: boolean;
  children: ReactNode;
  /** The buttons at the foot: side by side and centred from tablets on, one under another on phones. */
  actions: ReactNode;
}

/** The card of the progress and error screens: an icon, the page's heading, what to say, the buttons. */
function StatusScreen({ icon, titleId, title, busy = false, children, actions }: StatusScreenProps) {
  return (
    <Card as="section" className={statusCard} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Box as="span" color="primary">
        {icon}
      </Box>
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      {children}
      <Inline
        space="small"
        collapseBelow="tablet"
        align="center"
        wrap={false}
        alignSelf={{ mobile: 'stretch', tablet: 'center' }}
      >
        {actions}
      </Inline>
    </Card>
  );
}
