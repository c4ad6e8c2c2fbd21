import { Link } from '@tanstack/react-router';
import type { JobCard as JobCardModel, JobScenario } from '../../../../../machines/jobs/jobs.list';
import { t, text, type MessageKey } from '../../../../i18n';
import { Badge, Box, Card, Inline } from '../../../../ui';
import * as styles from './Jobs.css';

export interface JobCardProps {
  card: JobCardModel;
  job: JobScenario;
  /** The user is leaving the list for this job (the list remembers its scroll offset). */
  onOpen: () => void;
}

interface Fact {
  label: MessageKey;
  value: string;
}

function cardFacts(card: JobCardModel, job: JobScenario): Fact[] {
  const facts: Fact[] = [
    { label: 'jobs.fieldLocation', value: card.location },
    { label: 'jobs.fieldType', value: job.jobType ?? '' },
    { label: 'jobs.fieldExperience', value: job.experience ?? '' },
    { label: 'jobs.fieldSalary', value: job.salary ?? '' },
  ];
  return facts.filter((fact) => fact.value.trim() !== '');
}

/** One job of the list: position (the link), company, facts, the first skills and the PRO badge (spec §2). */
export function JobCard({ card, job, onOpen }: JobCardProps) {
  const headingId = `job-${card.id}-title`;
  return (
    <Card
      as="article"
      padding="small"
      interactive
      position="relative"
      display="flex"
      flexDirection="column"
      gap="small"
      width="full"
      className={styles.card}
      aria-labelledby={headingId}
      data-job-id={card.id}
    >
      <Inline space="xsmall" align="space-between" alignY="top" wrap={false}>
        <Box as="h2" id={headingId} fontSize="large" lineHeight="large" fontWeight="semibold" overflowWrap="anywhere">
          <Link to="/jobs/$jobId" params={{ jobId: card.id }} className={styles.cardLink} onClick={onOpen}>
            {text(card.position)}
          </Link>
        </Box>
        {card.showProBadge ? (
          <Badge tone="pro" title={t('jobs.proBadgeHint')}>
            {t('common.pro')}
          </Badge>
        ) : null}
      </Inline>
      <Box as="p" fontSize="small" lineHeight="small" fontWeight="medium" color="secondary">
        {text(card.company)}
      </Box>
      <Inline as="dl" rowGap="xxsmall" columnGap="medium" fontSize="small" lineHeight="small" color="secondary">
        {cardFacts(card, job).map((fact) => (
          <Inline key={fact.label} space="xxsmall" wrap={false} minWidth={0}>
            <dt>{t(fact.label)}:</dt>
            <Box as="dd" color="text">
              {fact.value}
            </Box>
          </Inline>
        ))}
      </Inline>
      {card.skills.length > 0 ? (
        <Inline
          as="ul"
          space="xxsmall"
          margin="none"
          marginTop="auto"
          padding="none"
          listStyle="none"
          aria-label={t('jobs.skills')}
        >
          {card.skills.map((skill, index) => (
            <li key={`${index}-${skill}`} className={styles.skill}>
              {skill}
            </li>
          ))}
          {card.moreSkillsText ? <li className={styles.moreSkills}>{text(card.moreSkillsText)}</li> : null}
        </Inline>
      ) : null}
    </Card>
  );
}
