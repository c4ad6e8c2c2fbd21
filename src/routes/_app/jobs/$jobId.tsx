import { createFileRoute } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { JobsActor } from '../../../app/context';
import { JobDetailPage } from '../-components/jobs/JobDetailPage';
import { useLocale } from '../../../i18n/react';

/** /jobs/{id} (spec §2): selects the job in the app-lifetime jobs actor while the page is open. */
export const Route = createFileRoute('/_app/jobs/$jobId')({
  staticData: { title: 'pageTitle.job' },
  component: JobDetailRoute,
});

function JobDetailRoute() {
  useLocale();
  const { jobId } = Route.useParams();
  const { jobs, subscription } = Route.useRouteContext();
  // Keyed on the id: another job is another selection.
  return (
    <SelectedJob key={jobId} jobId={jobId} jobs={jobs}>
      <JobDetailPage jobs={jobs} subscription={subscription} />
    </SelectedJob>
  );
}

/** Selects the job (and asks for the list, reused when fresh) while mounted; deselects on leaving. */
function SelectedJob({ jobId, jobs, children }: { jobId: string; jobs: JobsActor; children: ReactNode }) {
  useEffect(() => {
    jobs.send({ type: 'jobs.select', id: jobId });
    jobs.send({ type: 'jobs.load' });
    return () => jobs.send({ type: 'jobs.deselect' });
  }, [jobs, jobId]);
  return children;
}
