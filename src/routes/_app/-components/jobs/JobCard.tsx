import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { JobCard as JobCardModel, JobScenario } from '../../../../../machines/jobs/jobs.list';
import { t, text, type MessageKey } from '../../../../i18n';
import { experienceLabel, jobTypeLabel, locationParts, salaryParts } from '../../../../i18n/catalogue';
import { Badge } from '../../../../ui';
import * as styles from './Jobs.css';

export interface JobCardProps {
  card: JobCardModel;
  job: JobScenario;
  /** The user is leaving the list for this job (the list remembers its scroll offset). */
  onOpen: () => void;
}

/**
 * A job's location: the place as the catalogue writes it (English, marked so a screen reader reads it
 * as English), its work mode ("Hybrid", "Remote") in the UI's language.
 */
export function JobLocation({ location }: { location: string }) {
  const { place, template } = locationParts(location);
  const [before, after = ''] = template.split('{place}');
  return (
    <>
      {before}
      {place ? <span lang="en">{place}</span> : null}
      {after}
    </>
  );
}

/** A salary: the figures as the catalogue writes them, the terms ("per day", "+ equity") in the UI's language. */
export function JobSalary({ salary }: { salary: string }) {
  const { amount, text: said } = salaryParts(salary);
  if (!amount) return <>{said}</>;
  const [before, after = ''] = said.split(amount);
  return (
    <>
      {before}
      <span lang="en">{amount}</span>
      {after}
    </>
  );
}

/** The catalogue's own words are English; the fallbacks ("Unknown Company") are the UI's. */
function englishIf(value: JobCardModel['position']): 'en' | undefined {
  return 'raw' in value ? 'en' : undefined;
}

interface Fact {
  label: MessageKey;
  value: ReactNode;
}

function cardFacts(card: JobCardModel, job: JobScenario): Fact[] {
  const facts: Array<Fact | null> = [
    card.location.trim() ? { label: 'jobs.fieldLocation', value: <JobLocation location={card.location} /> } : null,
    job.jobType?.trim() ? { label: 'jobs.fieldType', value: jobTypeLabel(job.jobType) } : null,
    job.experience?.trim() ? { label: 'jobs.fieldExperience', value: experienceLabel(job.experience) } : null,
    job.salary?.trim() ? { label: 'jobs.fieldSalary', value: <JobSalary salary={job.salary} /> } : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/**
 * One job of the list: position (the link), company, facts, the first skills and the PRO badge (spec §2).
 * Plain elements with class names fixed at build time (Jobs.css.ts): a first load renders 36 of them.
 */
export function JobCard({ card, job, onOpen }: JobCardProps) {
  const headingId = `job-${card.id}-title`;
  return (
    <article className={styles.cardRoot} aria-labelledby={headingId} data-job-id={card.id}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Link to="/jobs/$jobId" params={{ jobId: card.id }} className={styles.cardLink} onClick={onOpen} lang={englishIf(card.position)}>
            {text(card.position)}
          </Link>
        </h2>
        {card.showProBadge ? (
          <Badge tone="pro" title={t('jobs.proBadgeHint')}>
            {t('common.pro')}
          </Badge>
        ) : null}
      </div>
      <p className={styles.cardCompany} lang={englishIf(card.company)}>
        {text(card.company)}
      </p>
      <dl className={styles.cardFacts}>
        {cardFacts(card, job).map((fact) => (
          <div key={fact.label} className={styles.cardFact}>
            <dt>{t(fact.label)}:</dt>
            <dd className={styles.cardFactValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {card.skills.length > 0 ? (
        <ul className={styles.cardSkills} aria-label={t('jobs.skills')}>
          {card.skills.map((skill, index) => (
            <li key={`${index}-${skill}`} className={styles.skill} lang="en">
              {skill}
            </li>
          ))}
          {card.moreSkillsText ? <li className={styles.moreSkills}>{text(card.moreSkillsText)}</li> : null}
        </ul>
      ) : null}
    </article>
  );
}
