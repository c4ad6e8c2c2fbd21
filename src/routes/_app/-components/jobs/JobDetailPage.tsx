import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { companyNameOf, type JobScenario } from '../../../../../machines/jobs/jobs.list';
import {
  selectError,
  selectIsSelectedJobGated,
  selectIsSelectedJobNotFound,
  selectSelectedJob,
} from '../../../../../machines/jobs/jobs.selectors';
import { selectIsPlanKnown } from '../../../../../machines/subscription/subscription.selectors';
import type { JobsActor, SubscriptionActor } from '../../../../app/context';
import { routeTo } from '../../../../components/layout/nav';
import { DEFAULT_LOCALE, getLocale, t, text, type MessageKey } from '../../../../i18n';
import { categoryLabel, experienceLabel, jobTypeLabel } from '../../../../i18n/catalogue';
import { formatDate } from '../../../../i18n/format';
import { Alert, AppLink, Avatar, Badge, Box, Card, Columns, Heading, Inline, LinkButton, RetryAlert, Spinner, Stack, Text } from '../../../../ui';
import { JobLocation, JobSalary } from './JobCard';
import * as styles from './Jobs.css';

export interface JobDetailPageProps {
  jobs: JobsActor;
  subscription: SubscriptionActor;
}

function BackToJobs() {
  return (
    <AppLink to="/jobs" tone="secondary">
      ← {t('jobs.backToJobs')}
    </AppLink>
  );
}

/**
 * /jobs/{id} (spec §2): every field of the scenario and its interviewers, Start Interview, or for a PRO
 * job and a user without PRO "Requires Pro Subscription" with Upgrade; "Job Not Found" for an unknown id.
 */
export function JobDetailPage({ jobs, subscription }: JobDetailPageProps) {
  const job = useSelector(jobs, selectSelectedJob);
  const notFound = useSelector(jobs, selectIsSelectedJobNotFound);
  const gated = useSelector(jobs, selectIsSelectedJobGated);
  const error = useSelector(jobs, selectError);
  const planKnown = useSelector(subscription, selectIsPlanKnown);

  if (error) {
    return (
      <Stack space="large">
        <BackToJobs />
        <Heading level={1}>{t('jobs.title')}</Heading>
        <RetryAlert onRetry={() => jobs.send({ type: 'jobs.retry' })}>
          {text(error)}
        </RetryAlert>
      </Stack>
    );
  }
  if (notFound) {
    return (
      <Stack space="medium" align="center" paddingY="xxlarge" textAlign="center">
        <Heading level={1}>{t('jobs.notFound')}</Heading>
        <Text tone="secondary">{t('jobs.notFoundText')}</Text>
        <LinkButton to="/jobs">{t('jobs.backToJobs')}</LinkButton>
      </Stack>
    );
  }
  if (!job) {
    return (
      <Stack space="medium" align="center" paddingY="xxlarge" textAlign="center" role="status">
        <Spinner size="large" label={null} />
        <Text tone="secondary">{t('jobs.loadingJob')}</Text>
      </Stack>
    );
  }
  return (
    <JobDetail
      job={job}
      action={
        job.isPro && !planKnown ? (
          <div role="status">
            <Spinner size="small" label={t('common.loading')} />
          </div>
        ) : gated ? (
          <ProGate />
        ) : (
          <StartInterview jobId={job.id} />
        )
      }
    />
  );
}

function StartInterview({ jobId }: { jobId: string }) {
  return (
    <Stack space="small">
      <LinkButton to={routeTo(`/interview/${encodeURIComponent(jobId)}`)} size="large" fullWidth>
        {t('jobs.startInterview')}
      </LinkButton>
      <Text size="small" tone="secondary">
        {t('jobs.startHint')}
      </Text>
      {getLocale() !== DEFAULT_LOCALE && <Alert tone="info">{t('jobs.interviewInEnglish')}</Alert>}
    </Stack>
  );
}

function ProGate() {
  return (
    <Alert
      tone="warning"
      title={t('jobs.requiresPro')}
      action={
        <LinkButton to={routeTo('/subscription')} size="small">
          {t('jobs.upgrade')}
        </LinkButton>
      }
    >
      {t('jobs.requiresProText')}
    </Alert>
  );
}

function textList(values: readonly string[] | undefined): string[] {
  return Array.isArray(values) ? values.filter((value) => typeof value === 'string' && value.trim() !== '') : [];
}

function Fact({ label, children }: { label: MessageKey; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <Box as="dt" fontSize="small" lineHeight="small" color="secondary">
        {t(label)}
      </Box>
      <Box as="dd" fontWeight="medium" color="text" overflowWrap="anywhere">
        {children}
      </Box>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: MessageKey; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack space="small">
        <Heading level={3} as="h2" id={id}>
          {t(title)}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

function Bullets({ items }: { items: string[] }) {
  if (items.length === 0) return <Text tone="secondary">{t('jobs.noneListed')}</Text>;
  return (
    <Box as="ul" display="grid" gap="xsmall" margin="none" paddingLeft="large" color="text" lineHeight="standard" lang="en">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </Box>
  );
}

function Tags({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return <Text tone="secondary">{t('jobs.noneListed')}</Text>;
  return (
    <Inline as="ul" space="xxsmall" margin="none" padding="none" listStyle="none" aria-label={label}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className={styles.skill} lang="en">
          {item}
        </li>
      ))}
    </Inline>
  );
}

function present(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The catalogue's own words: English, marked so (the job's content is shown as written; the interview is in English). */
function English({ value, children }: { value: string | undefined; children?: ReactNode }) {
  return present(value) ? <span lang="en">{children ?? value}</span> : <>{t('common.notAvailable')}</>;
}

function JobDetail({ job, action }: { job: JobScenario; action: ReactNode }) {
  const company = companyNameOf(job);
  const position = job.position?.trim() ? <span lang="en">{job.position.trim()}</span> : t('common.unknownPosition');
  const metadata = job.metadata;
  const interviewers = Array.isArray(job.participants) ? job.participants : [];
  return (
    <Stack space="large">
      <BackToJobs />
      <Stack as="header" space="small">
        <Inline space="small" alignY="center">
          <Heading level={1}>{position}</Heading>
          {job.isPro ? (
            <Badge tone="pro" title={t('jobs.proBadgeHint')}>
              {t('common.pro')}
            </Badge>
          ) : null}
        </Inline>
        <Text tone="secondary" weight="medium">
          {company ? <span lang="en">{company}</span> : t('common.unknownCompany')}
        </Text>
      </Stack>

      <div className={styles.detailLayout}>
        {/* First in reading order: on a phone, Start Interview (or the PRO gate) comes before the description. */}
        <Card tone="brand" className={styles.detailAction}>
          <Stack space="small">{action}</Stack>
        </Card>
        <div className={styles.detailMain}>
          <Stack space="large">
            <Card>
              <Columns as="dl" space="small" columns={2}>
                <Fact label="jobs.fieldCompany">{company ? <span lang="en">{company}</span> : t('common.unknownCompany')}</Fact>
                <Fact label="jobs.fieldLocation">{present(job.location) ? <JobLocation location={job.location} /> : t('common.notAvailable')}</Fact>
                <Fact label="jobs.fieldType">{present(job.jobType) ? jobTypeLabel(job.jobType) : t('common.notAvailable')}</Fact>
                <Fact label="jobs.fieldExperience">{present(job.experience) ? experienceLabel(job.experience) : t('common.notAvailable')}</Fact>
                <Fact label="jobs.fieldSalary">{present(job.salary) ? <JobSalary salary={job.salary} /> : t('common.notAvailable')}</Fact>
                <Fact label="jobs.fieldPosted">
                  <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
                </Fact>
                <Fact label="jobs.fieldCategory">{present(job.category) ? categoryLabel(job.category) : t('common.notAvailable')}</Fact>
              </Columns>
            </Card>
            <Section id="job-about" title="jobs.aboutRole">
              <Box as="p" lineHeight="standard" color="text" whiteSpace="pre-line">
                <English value={job.description} />
              </Box>
            </Section>
            <Section id="job-skills" title="jobs.skills">
              <Tags items={textList(job.skills)} label={t('jobs.skills')} />
            </Section>
            <Section id="job-requirements" title="jobs.requirements">
              <Bullets items={textList(job.requirements)} />
            </Section>
            <Section id="job-responsibilities" title="jobs.responsibilities">
              <Bullets items={textList(job.responsibilities)} />
            </Section>
            <Section id="job-standards" title="jobs.standards">
              <Stack as="dl" space="small">
                <Fact label="jobs.source">
                  <English value={metadata?.source} />
                </Fact>
                <Fact label="jobs.systemStandards">
                  <Tags items={textList(metadata?.systemStandards)} label={t('jobs.systemStandards')} />
                </Fact>
                <Fact label="jobs.securityCompliance">
                  <Tags items={textList(metadata?.securityCompliance)} label={t('jobs.securityCompliance')} />
                </Fact>
              </Stack>
            </Section>
          </Stack>
        </div>

        <div className={styles.detailSide}>
          <Section id="job-interviewers" title="jobs.interviewers">
            {interviewers.length === 0 ? (
              <Text tone="secondary">{t('jobs.noInterviewers')}</Text>
            ) : (
              <Stack as="ul" space="medium" margin="none" padding="none" listStyle="none">
                {interviewers.map((person, index) => (
                  <li key={person.id ?? `${index}-${person.name}`} className={styles.interviewer} lang="en">
                    <Avatar name={person.name} src={person.avatar} decorative />
                    <Stack space="xxsmall">
                      <Box as="h3" fontSize="standard" lineHeight="standard" fontWeight="semibold">
                        {person.name}
                      </Box>
                      <Text size="small" tone="secondary">
                        {person.role}
                      </Text>
                      {person.welcomeMessage ? (
                        <blockquote className={styles.welcome}>
                          {person.welcomeMessage}
                        </blockquote>
                      ) : null}
                    </Stack>
                  </li>
                ))}
              </Stack>
            )}
          </Section>
        </div>
      </div>
    </Stack>
  );
}
