import { Link } from '@tanstack/react-router';
import { routeTo, type AppNavPath } from '../../../../components/layout/nav';
import { t, type MessageKey } from '../../../../i18n';
import { Box, cardClassName, Columns, Heading, sprinkles, Stack } from '../../../../ui';
import * as styles from './Dashboard.css';

interface QuickAction {
  to: AppNavPath;
  title: MessageKey;
  text: MessageKey;
}

/** Spec §2: Find Jobs and Practice Interview to /jobs, View Reports to /history. */
const QUICK_ACTIONS: ReadonlyArray<QuickAction> = [
  { to: '/jobs', title: 'dashboard.findJobs', text: 'dashboard.findJobsText' },
  { to: '/jobs', title: 'dashboard.practice', text: 'dashboard.practiceText' },
  { to: '/history', title: 'dashboard.viewReports', text: 'dashboard.viewReportsText' },
];

/** A quick action: the whole card is the link. */
const actionClassName = [
  cardClassName({ padding: 'small', interactive: true }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  styles.action,
].join(' ');

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading">
      <Stack space="small">
        <Heading level={3} as="h2" id="quick-actions-heading">
          {t('dashboard.quickActions')}
        </Heading>
        <Columns as="ul" space="small" columns={3} margin="none" padding="none" listStyle="none">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.title}>
              <Link to={routeTo(action.to)} className={actionClassName}>
                <Box as="span" fontWeight="semibold" color="primaryActive">
                  {t(action.title)}
                </Box>
                <Box as="span" fontSize="small" lineHeight="small" color="secondary">
                  {t(action.text)}
                </Box>
              </Link>
            </li>
          ))}
        </Columns>
      </Stack>
    </section>
  );
}
