import { useSelector } from '@xstate/react';
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
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
import type { JobScenario } from '../../../../../machines/jobs/jobs.list';
import type { JobsActor } from '../../../../app/context';
import { getLocale, t, text, type Locale } from '../../../../i18n';
import { categoryLabel } from '../../../../i18n/catalogue';
import { mediaQueries } from '../../../../styles/tokens';
import { visuallyHidden } from '../../../../styles/utilities.css';
import { Button, Columns, Heading, RetryAlert, Select, Spinner, Stack, Text, TextField } from '../../../../ui';
import { JobCard } from './JobCard';
import * as styles from './Jobs.css';
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

/** The rows of cards rendered with the list's first paint: more than a tall screen shows. */
export const FIRST_ROWS = 4;

/**
 * The cards rendered with the list's first paint: FIRST_ROWS rows of the list's columns (one on a
 * phone, two on a tablet, three on a desktop), so the rest, rendered in a later task, only grows the
 * page below the fold.
 */
// Without matchMedia (an old browser, a DOM without layout) the phone's count: the rest follow in the next task anyway.
const mediaMatches = (query: string): boolean => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

export function firstCards(matches: (query: string) => boolean = mediaMatches): number {
  const columns = matches(mediaQueries.desktop) ? 3 : matches(mediaQueries.tablet) ? 2 : 1;
  return FIRST_ROWS * columns;
}

interface JobItemProps {
  job: JobScenario;
  hasPro: boolean;
  onOpen: () => void;
  /** The UI's language: a card renders again when it changes. */
  locale: Locale;
}

/** A card in its list item; rendered again only when its job, the plan or the language changes. */
const JobItem = memo(function JobItem({ job, hasPro, onOpen }: JobItemProps) {
  return (
    <li className={styles.cardCell}>
      <JobCard card={toJobCard(job, hasPro)} job={job} onOpen={onOpen} />
    </li>
  );
});

/**
 * /jobs (spec §2, §4, §5, §8): search, category filter and the cards; loading, "Failed to fetch
 * scenarios" with Retry, and "No jobs found matching your criteria." with Clear filters. The page asks
 * the machine for the list and for the scroll offset to come back to, and tells it where the list was
 * when the user opens a job.
 *
 * A first load paints once its layout is final: the part below the title waits for "My jobs" to settle
 * the first time (its loading line, then its content, moved the filters and the cards), the loading
 * area reaches below the fold (the footer does not jump when the cards arrive), and the first
 * rows of cards come with the list's first paint, the rest in a transition after it.
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
  const locale = getLocale();

  // "My jobs" has settled once: from then on its own states show inside its section.
  const [mineShown, setMineShown] = useState(mineSettled);
  if (mineSettled && !mineShown) setMineShown(true);

  // How many cards are rendered: firstCards() at first, all of them from the task after the first paint
  // of the list (or at once when a saved offset needs the whole list's height).
  const [cardLimit, setCardLimit] = useState(firstCards);
  const allCards = cardLimit >= visible.length;
  useEffect(() => {
    if (allCards) return;
    const timer = setTimeout(() => startTransition(() => setCardLimit(Infinity)));
    return () => clearTimeout(timer);
  }, [allCards]);

  // The offset to return to, taken once when the page mounts and applied once the cards are there.
  const pendingScroll = useRef<number | null>(null);
  useLayoutEffect(() => {
    jobs.send({ type: 'jobs.load' });
    jobs.send({ type: 'jobs.restoreScroll' });
    const y = selectScrollToRestore(jobs.getSnapshot());
    // Kept across a remount (React's strict mode mounts twice; the second restore finds nothing).
    if (y !== null) {
      pendingScroll.current = y;
      setCardLimit(Infinity);
    }
    // The router leaves this page's scroll alone (see managesOwnScroll): arrive at the top otherwise.
    if (pendingScroll.current === null) window.scrollTo(0, 0);
  }, [jobs]);
  useLayoutEffect(() => {
    if (pendingScroll.current === null || !hasList || !mineSettled || !allCards) return;
    window.scrollTo(0, pendingScroll.current);
    pendingScroll.current = null;
  }, [hasList, mineSettled, allCards]);

  const openJob = useCallback(() => jobs.send({ type: 'jobs.saveScroll', y: window.scrollY, manual: true }), [jobs]);
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

      {!mineShown ? (
        <ListLoading />
      ) : (
        <>
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
              onChange={(event) =>
                jobs.send({
                  type: 'jobs.filterCategory',
                  category: event.target.value || null,
                })
              }
            />
          </Columns>

          {error ? (
            <RetryAlert onRetry={() => jobs.send({ type: 'jobs.retry' })}>{text(error)}</RetryAlert>
          ) : !hasList && loading ? (
            <ListLoading />
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
                  {(allCards ? visible : visible.slice(0, cardLimit)).map((job) => (
                    <JobItem key={job.id} job={job} hasPro={hasPro} onOpen={openJob} locale={locale} />
                  ))}
                </Columns>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/** "Loading jobs…", in an area that reaches below the fold. */
function ListLoading() {
  return (
    <Stack space="medium" align="center" paddingY="xxlarge" textAlign="center" role="status" className={styles.listLoading}>
      <Spinner size="large" label={null} />
      <Text tone="secondary">{t('jobs.loading')}</Text>
    </Stack>
  );
}
