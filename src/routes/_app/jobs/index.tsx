import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../-components/jobs/JobsPage';
import { useLocale } from '../../../i18n/react';

/** /jobs (spec §2): the app-lifetime jobs actor holds the list, its filters and its scroll memory. */
export const Route = createFileRoute('/_app/jobs/')({
  staticData: { title: 'pageTitle.jobs' },
  component: JobsRoute,
});

function JobsRoute() {
  useLocale();
  const { jobs } = Route.useRouteContext();
  return <JobsPage jobs={jobs} />;
}
