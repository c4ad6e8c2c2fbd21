import { useId, useRef, type KeyboardEvent } from 'react';
import { REPORT_TABS, type Report, type ReportTab } from '../../../../../machines/report/report.events';
import { reportSections, type ReportSection, type ScoreLine } from '../../../../../machines/report/report.selectors';
import { SCORE_MAX, SCORE_MIN } from '../../../../../machines/shared/constants';
import { routeTo } from '../../../../components/layout/nav';
import { t, text, type MessageKey } from '../../../../i18n';
import { scoreColor, scoreTone } from '../../../../styles/score';
import { Box, Card, Heading, Inline, LinkButton, Stack, Text } from '../../../../ui';
import { Evidence } from './Evidence';
import { Comment, RecommendationBox } from './Fact';
import * as styles from './Report.css';
import { formatScore } from './format';

const TAB_LABELS: Record<ReportTab, MessageKey> = {
  technical: 'report.tabTechnical',
  soft: 'report.tabSoft',
  language: 'report.tabLanguage',
};

export interface SkillTabsProps {
  report: Report;
  active: ReportTab;
  /** PRO: the bars and the recommendation box; free: the upsell panel. */
  showAnalysis: boolean;
  onSelect: (tab: ReportTab) => void;
}

/**
 * Technical Skills / Soft Skills / Language Skills (spec §2): an ARIA tablist (arrow keys, Home, End
 * move and select), one panel shown. PRO users see score bars out of 10 with the answers each score
 * rests on and the section's recommendation; free users an upsell with "Upgrade to Pro".
 */
export function SkillTabs({ report, active, showAnalysis, onSelect }: SkillTabsProps) {
  const id = useId();
  const tabRefs = useRef<Partial<Record<ReportTab, HTMLButtonElement | null>>>({});
  const tabId = (tab: ReportTab) => `${id}-tab-${tab}`;
  const panelId = (tab: ReportTab) => `${id}-panel-${tab}`;
  const sections = reportSections(report);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = REPORT_TABS.indexOf(active);
    const last = REPORT_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? REPORT_TABS[index === last ? 0 : index + 1]
        : event.key === 'ArrowLeft'
          ? REPORT_TABS[index === 0 ? last : index - 1]
          : event.key === 'Home'
            ? REPORT_TABS[0]
            : event.key === 'End'
              ? REPORT_TABS[last]
              : null;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Card as="section" aria-label={t('report.tabsLabel')}>
      <div role="tablist" aria-label={t('report.tabsLabel')} className={styles.tabList} onKeyDown={onKeyDown}>
        {REPORT_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === active}
            aria-controls={panelId(tab)}
            tabIndex={tab === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            {t(TAB_LABELS[tab])}
          </button>
        ))}
      </div>
      {REPORT_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== active}
          tabIndex={0}
          className={styles.tabPanel}
        >
          {tab !== active ? null : showAnalysis ? (
            <SectionAnalysis tab={tab} section={sections[tab]} />
          ) : (
            <Upsell />
          )}
        </div>
      ))}
    </Card>
  );
}

function SectionAnalysis({ tab, section }: { tab: ReportTab; section: ReportSection | null }) {
  if (!section) return <Text tone="secondary">{t('report.noSection')}</Text>;
  return (
    <>
      {section.score !== null ? (
        <Text weight="semibold">{t('report.sectionScore', { score: formatScore(section.score) })}</Text>
      ) : null}
      {section.lines.length > 0 ? (
        <Stack as="ul" space="large" margin="none" padding="none" listStyle="none">
          {section.lines.map((line) => (
            <ScoreBar key={line.id} line={line} />
          ))}
        </Stack>
      ) : (
        <Text tone="secondary">{tab === 'technical' ? t('report.noTechnicalSkills') : t('report.noSection')}</Text>
      )}
      {section.recommendation ? (
        <RecommendationBox title={t('report.recommendation')} headingAs="h3">
          {section.recommendation}
        </RecommendationBox>
      ) : null}
    </>
  );
}

/** One bar out of 10 (a `meter`), its comment and the quotes behind it; no bar for what was not measured. */
function ScoreBar({ line }: { line: ScoreLine }) {
  const name = text(line.name);
  if (!line.measured) {
    return (
      <li>
        <Inline space="small" align="space-between" alignY="baseline" wrap={false} fontWeight="semibold">
          <Box as="span" overflowWrap="anywhere">
          {name}
        </Box>
          <span className={styles.lineScore}>{t('report.notMeasured')}</span>
        </Inline>
        {line.comment ? <Comment>{line.comment}</Comment> : null}
      </li>
    );
  }
  const score = Math.min(SCORE_MAX, Math.max(SCORE_MIN, line.score));
  const shown = formatScore(score);
  return (
    <li>
      <Inline space="small" align="space-between" alignY="baseline" wrap={false} fontWeight="semibold" aria-hidden="true">
        <Box as="span" overflowWrap="anywhere">
          {name}
        </Box>
        <span className={styles.lineScore}>{t('report.scoreValue', { score: shown })}</span>
      </Inline>
      <div
        className={styles.barTrack}
        role="meter"
        aria-label={name}
        aria-valuemin={SCORE_MIN}
        aria-valuemax={SCORE_MAX}
        aria-valuenow={score}
        aria-valuetext={t('report.scoreMeter', { name, score: shown })}
        data-tone={scoreTone(score)}
      >
        <div className={styles.barFill} style={{ width: `${(score / SCORE_MAX) * 100}%`, background: scoreColor(score) }} />
      </div>
      {line.comment ? <Comment>{line.comment}</Comment> : null}
      <Evidence quotes={line.evidence} />
    </li>
  );
}

function Upsell() {
  return (
    <Stack space="small" align="start">
      <Heading level={4} as="h3">
        {t('report.upsellTitle')}
      </Heading>
      <Text tone="secondary">{t('report.upsellText')}</Text>
      <LinkButton to={routeTo('/subscription')}>{t('report.upgradeToPro')}</LinkButton>
    </Stack>
  );
}
