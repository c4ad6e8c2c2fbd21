import { createFileRoute } from '@tanstack/react-router';
import { PostingDraft } from '../-components/jobs/PostingDraft';
import { useLocale } from '../../../i18n/react';

/** /jobs/new (issue 20): "Practise for your own job" — a posting (and a CV) becomes a private scenario. */
export const Route = createFileRoute('/_app/jobs/new')({
  staticData: { title: 'pageTitle.newJob' },
  component: NewJobRoute,
});

function NewJobRoute() {
  useLocale();
  const { api, inspect } = Route.useRouteContext();
  return <PostingDraft id={null} api={api} inspect={inspect} />;
}
