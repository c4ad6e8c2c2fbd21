import { createFileRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createMyJobsActors } from '../../../../machines/myJobs/myJobs.actors';
import { myJobsMachine } from '../../../../machines/myJobs/myJobs.machine';
import { selectIsLoading } from '../../../../machines/myJobs/myJobs.selectors';
import { JobsPage } from '../-components/jobs/JobsPage';
import { useLocale } from '../../../i18n/react';

/**
 * /jobs (spec §2): the app-lifetime jobs actor holds the list, its filters and its scroll memory; the
 * page's own actor lists the user's scenarios built from job postings ("My jobs", issue 20).
 */
export const Route = createFileRoute('/_app/jobs/')({
  staticData: { title: 'pageTitle.jobs' },
  component: JobsRoute,
});

function JobsRoute() {
  useLocale();
  const { jobs, api, inspect } = Route.useRouteContext();
  const mine = useActorRef(myJobsMachine.provide({ actors: createMyJobsActors({ api }) }), { inspect });
  const mineLoading = useSelector(mine, selectIsLoading);
  return <JobsPage jobs={jobs} mine={mine} mineSettled={!mineLoading} />;
}
