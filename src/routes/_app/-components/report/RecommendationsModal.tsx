import type { Report } from '../../../../../machines/report/report.events';
import { recommendationsView } from '../../../../../machines/report/report.selectors';
import { t, text, type MessageKey } from '../../../../i18n';
import { Dialog, Heading, Stack, Text } from '../../../../ui';
import { Evidence } from './Evidence';
import * as styles from './Report.css';

export interface RecommendationsModalProps {
  open: boolean;
  report: Report;
  onClose: () => void;
}

function ListSection({ title, items }: { title: MessageKey; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.modalSection}>
      <Heading level={4} as="h3">
        {t(title)}
      </Heading>
      <ul className={styles.bullets}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "AI-Powered Recommendations" (spec §2, PRO): Key Strengths, Growth Opportunities, Behavioral
 * Insights and a card per area with the answers it rests on; "No detailed recommendations available
 * for this report." when the report has none.
 */
export function RecommendationsModal({ open, report, onClose }: RecommendationsModalProps) {
  const view = recommendationsView(report);
  return (
    <Dialog open={open} onClose={onClose} title={t('report.recommendationsTitle')} size="large">
      {view.isEmpty ? (
        <Text tone="secondary">{t('report.noRecommendations')}</Text>
      ) : (
        <Stack space="large">
          <ListSection title="report.keyStrengths" items={view.strengths} />
          <ListSection title="report.growthOpportunities" items={view.growth} />
          <ListSection title="report.behavioralInsights" items={view.insights} />
          {view.areas.length > 0 ? (
            <section className={styles.modalSection}>
              <Heading level={4} as="h3">
                {t('report.areaRecommendations')}
              </Heading>
              <ul className={styles.areaCards}>
                {view.areas.map((card, index) => (
                  <li key={index} className={styles.areaCard}>
                    <Text weight="semibold">{text(card.area)}</Text>
                    <Text>{card.recommendation}</Text>
                    <Evidence quotes={card.evidence} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Stack>
      )}
    </Dialog>
  );
}
