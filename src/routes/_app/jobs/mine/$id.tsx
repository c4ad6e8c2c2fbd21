import { createFileRoute } from '@tanstack/react-router';
import { PostingDraft } from '../../-components/jobs/PostingDraft';
import { useLocale } from '../../../../i18n/react';

/** /jobs/mine/{id} (issue 20): one of the user's own scenarios, in the review form to edit or start. */
export const Route = createFileRoute('/_app/jobs/mine/$id')({
  staticData: { title: 'pageTitle.editJob' },
  component: EditJobRoute,
});

function EditJobRoute() {
  useLocale();
  const { id } = Route.useParams();
  const { api, inspect } = Route.useRouteContext();
  // Keyed on the id: another scenario is another draft.
  return <PostingDraft key={id} id={id} api={api} inspect={inspect} />;
}
