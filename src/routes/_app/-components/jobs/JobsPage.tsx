import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, type FormEvent } from 'react';
import {
  selectAllJobs,
  selectCategories,
  selectCategory,
  selectError,
  selectHasPro,
  selectIsEmptyResult,
  selectIsLoading,
  selectQuery,
  selectScrollToRestore,
  selectVisibleJobs,
  toJobCard,
} from '../../../../../machines/jobs/jobs.selectors';
import type { JobsActor } from '../../../../app/context';
import { t, text } from '../../../../i18n';
import { categoryLabel } from '../../../../i18n/catalogue';
import { visuallyHidden } from '../../../../styles/utilities.css';
import { Box, Button, Columns, Heading, RetryAlert, Select, Spinner, Stack, Text, TextField } from '../../../../ui';
import { JobCard } from './JobCard';
import { MyJobsSection, type MyJobsActor } from './MyJobsSection';

export interface JobsPageProps {
  jobs: JobsActor;
  /** The user's own scenarios ("My jobs"), shown above the catalogue. */
  mine?: MyJobsActor;
  /**
   * Whether "My jobs" has its final height (loaded or failed): the saved scroll offset is applied only
   * then, or the section growing above the cards would move the list away from it. Default true.
   */
  mineSettled?: boolean;
}

/**
 * /jobs (spec §2, §4, §5, §8): search, category filter and the cards; loading, "Failed to fetch
 * scenarios" with Retry, and "No jobs found matching your criteria." with Clear filters. The page asks
 * the machine for the list and for the scroll offset to come back to, and tells it where the list was
 * when the user opens a job.
 */
export function JobsPage({ jobs, mine, mineSettled = true }: JobsPageProps) {
  const all = useSelector(jobs, selectAllJobs);
  const visible = useSelector(jobs, selectVisibleJobs);
  const hasPro = useSelector(jobs, selectHasPro);
  const loading = useSelector(jobs, selectIsLoading);
  const error = useSelector(jobs, selectError);
  const empty = useSelector(jobs, selectIsEmptyResult);
  const query = useSelector(jobs, selectQuery);
  const category = useSelector(jobs, selectCategory);
  const categories = useSelector(jobs, selectCategories);
  const hasList = all.length > 0;

  // The offset to return to, taken once when the page mounts and applied once the cards are there.
  const pendingScroll = useRef<number | null>(null);
  useLayoutEffect(() => {
    jobs.send({ type: 'jobs.load' });
    jobs.send({ type: 'jobs.restoreScroll' });
    const y = selectScrollToRestore(jobs.getSnapshot());
    // Kept across a remount (React's strict mode mounts twice; the second restore finds nothing).
    if (y !== null) pendingScroll.current = y;
    // The router leaves this page's scroll alone (see managesOwnScroll): arrive at the top otherwise.
    if (pendingScroll.current === null) window.scrollTo(0, 0);
  }, [jobs]);
  useLayoutEffect(() => {
    if (pendingScroll.current === null || !hasList || !mineSettled) return;
    window.scrollTo(0, pendingScroll.current);
    pendingScroll.current = null;
  }, [hasList, mineSettled]);

  const openJob = () => jobs.send({ type: 'jobs.saveScroll', y: window.scrollY, manual: true });
  const categoryOptions = [
    { value: '', label: t('jobs.allCategories') },
    ...categories.map((name) => ({ value: name, label: categoryLabel(name) })),
  ];

  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={1}>{t('jobs.title')}</Heading>
        <Text tone="secondary">{t('jobs.subtitle')}</Text>
      </Stack>

      {mine ? <MyJobsSection actor={mine} hasPro={hasPro} /> : null}

      <Columns
        as="form"
        space="medium"
        columns="2:1"
        alignY="bottom"
        role="search"
        aria-label={t('jobs.filtersLabel')}
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        <TextField
          label={t('jobs.searchLabel')}
          type="search"
          value={query}
          placeholder={t('jobs.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => jobs.send({ type: 'jobs.search', query: event.target.value })}
        />
        <Select
          label={t('jobs.categoryLabel')}
          value={category ?? ''}
          options={categoryOptions}
          disabled={categories.length === 0}
          onChange={(event) => jobs.send({ type: 'jobs.filterCategory', category: event.target.value || null })}
        />
      </Columns>

      {error ? (
        <RetryAlert onRetry={() => jobs.send({ type: 'jobs.retry' })}>
          {text(error)}
        </RetryAlert>
      ) : !hasList && loading ? (
        <Stack space="medium" align="center" paddingY="xxlarge" textAlign="center" role="status">
          <Spinner size="large" label={null} />
          <Text tone="secondary">{t('jobs.loading')}</Text>
        </Stack>
      ) : (
        <>
          <p role="status" className={visuallyHidden}>
            {hasList ? t('jobs.resultCount', { count: visible.length }) : ''}
          </p>
          {empty ? (
            <Stack space="medium" align="center" paddingY="xxlarge" textAlign="center">
              <Text tone="secondary">{t('jobs.noResults')}</Text>
              <Button variant="secondary" onClick={() => jobs.send({ type: 'jobs.clearFilters' })}>
                {t('jobs.clearFilters')}
              </Button>
            </Stack>
          ) : (
            <Columns
              as="ul"
              space="medium"
              columns={{ tablet: 2, desktop: 3 }}
              margin="none"
              padding="none"
              listStyle="none"
              aria-label={t('jobs.listLabel')}
              aria-busy={loading || undefined}
            >
              {visible.map((job) => (
                <Box as="li" key={job.id} display="flex" minWidth={0}>
                  <JobCard card={toJobCard(job, hasPro)} job={job} onOpen={openJob} />
                </Box>
              ))}
            </Columns>
          )}
        </>
      )}
    </Stack>
  );
}
