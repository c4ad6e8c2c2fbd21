import { useId } from 'react';
import type { Report, ReportTab } from '../../../../../machines/report/report.events';
import { formatDuration } from '../../../../../machines/report/report.rules';
import { routeTo } from '../../../../components/layout/nav';
import { t } from '../../../../i18n';
import { formatDate } from '../../../../i18n/format';
import { Alert, AppLink, Button, Card, Heading, Inline, LinkButton, Stack, Text } from '../../../../ui';
import * as styles from './Report.css';
import { AnswerCoaching } from './AnswerCoaching';
import { DeliveryPanel } from './DeliveryPanel';
import { Fact } from './Fact';
import { ScoreRing } from './ScoreRing';
import { SkillTabs } from './SkillTabs';
import { isValidTime } from './format';

export interface ReportViewProps {
  report: Report;
  hasPro: boolean;
  activeTab: ReportTab;
  generatingPdf: boolean;
  onSelectTab: (tab: ReportTab) => void;
  onDownloadPdf: () => void;
  onOpenRecommendations: () => void;
  onOpenConversation: () => void;
}

/**
 * The report (spec §2 /report/{id}): the header with Back and "Interview Report", the upgrade banner
 * for free users, the summary card (job title, company, the score ring, date, duration), the actions
 * (PDF and Recommendations for PRO, upgrade links otherwise, Conversation for everyone), the tabs,
 * and for PRO the delivery panel and the coaching answer by answer.
 */
export function ReportView(props: ReportViewProps) {
  const { report, hasPro, activeTab, generatingPdf } = props;
  const titleId = useId();
  const duration = formatDuration(report.duration) ?? t('common.durationUnknown');
  return (
    <Stack space="large">
      <Stack space="xsmall" align="start">
        <AppLink to="/history" tone="secondary">
          ← {t('report.backToHistory')}
        </AppLink>
        <Heading level={1}>{t('report.title')}</Heading>
      </Stack>

      {hasPro ? null : (
        <Alert
          tone="info"
          title={t('report.upgradeBannerTitle')}
          action={
            <LinkButton to={routeTo('/subscription')} size="small">
              {t('report.upgradeNow')}
            </LinkButton>
          }
        >
          {t('report.upgradeBannerText')}
        </Alert>
      )}

      <Card as="section" aria-label={t('report.summary')} className={styles.summary}>
        <Stack space="small">
          <Heading level={2} id={titleId}>
            {report.jobTitle.trim() ? <span lang="en">{report.jobTitle.trim()}</span> : t('common.unknownPosition')}
          </Heading>
          <Text tone="secondary" weight="medium">
            {report.company.trim() ? <span lang="en">{report.company.trim()}</span> : t('common.unknownCompany')}
          </Text>
          <dl className={styles.facts}>
            <Fact label={t('report.date')}>
              {isValidTime(report.interviewDate) ? (
                <time dateTime={report.interviewDate}>{formatDate(report.interviewDate, { withTime: true })}</time>
              ) : (
                formatDate(report.interviewDate)
              )}
            </Fact>
            <Fact label={t('report.duration')}>{duration}</Fact>
          </dl>
        </Stack>
        <ScoreRing score={report.overallScore} />
      </Card>
      <Text tone="secondary" size="small">
        {t('report.scaleNote')}
      </Text>

      <Inline space="small" collapseBelow="tablet">
        {hasPro ? (
          <>
            <Button loading={generatingPdf} loadingLabel={t('report.generatingPdf')} onClick={props.onDownloadPdf}>
              {t('report.downloadPdf')}
            </Button>
            <Button variant="secondary" onClick={props.onOpenRecommendations}>
              {t('report.recommendations')}
            </Button>
          </>
        ) : (
          <>
            <LinkButton to={routeTo('/subscription')} variant="secondary">
              {t('report.upgradeForPdf')}
            </LinkButton>
            <LinkButton to={routeTo('/subscription')} variant="secondary">
              {t('report.upgradeForRecommendations')}
            </LinkButton>
          </>
        )}
        <Button variant="secondary" onClick={props.onOpenConversation}>
          {t('report.conversation')}
        </Button>
      </Inline>

      <SkillTabs report={report} active={activeTab} showAnalysis={hasPro} onSelect={props.onSelectTab} />

      {hasPro && report.isFullReport && report.delivery ? <DeliveryPanel delivery={report.delivery} /> : null}
      {hasPro && report.isFullReport && report.answerCoaching?.length ? <AnswerCoaching coaching={report.answerCoaching} /> : null}
    </Stack>
  );
}
