import type { Report } from '../../../../../machines/report/report.events';
import { recommendationsView } from '../../../../../machines/report/report.selectors';
import { t, text, type MessageKey } from '../../../../i18n';
import { Columns, Dialog, Heading, Stack, Text } from '../../../../ui';
import { Evidence } from './Evidence';

export interface RecommendationsModalProps {
  open: boolean;
  report: Report;
  onClose: () => void;
}

function ListSection({ title, items }: { title: MessageKey; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack as="section" space="xsmall">
      <Heading level={4} as="h3">
        {t(title)}
      </Heading>
      <Stack as="ul" space="xxsmall" margin="none" paddingLeft="large">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </Stack>
    </Stack>
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
            <Stack as="section" space="xsmall">
              <Heading level={4} as="h3">
                {t('report.areaRecommendations')}
              </Heading>
              <Columns as="ul" space="small" columns={2} margin="none" padding="none" listStyle="none">
                {view.areas.map((card, index) => (
                  <Stack
                    as="li"
                    key={index}
                    space="xxsmall"
                    padding="medium"
                    borderRadius="medium"
                    border="standard"
                    background="surface"
                  >
                    <Text weight="semibold">{text(card.area)}</Text>
                    <Text>{card.recommendation}</Text>
                    <Evidence quotes={card.evidence} />
                  </Stack>
                ))}
              </Columns>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Dialog>
  );
}
