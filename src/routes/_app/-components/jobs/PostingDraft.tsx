import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { createPostingDraftActors } from '../../../../../machines/postingDraft/postingDraft.actors';
import { postingDraftMachine } from '../../../../../machines/postingDraft/postingDraft.machine';
import type { RouterContext } from '../../../../app/context';
import { PostingDraftPage } from './PostingDraftPage';

/** The draft's actor for one stored scenario (/jobs/mine/{id}) or a new one (/jobs/new), and its page. */
export function PostingDraft({ id, api, inspect }: { id: string | null } & Pick<RouterContext, 'api' | 'inspect'>) {
  const navigate = useNavigate();
  const actor = useActorRef(
    postingDraftMachine.provide({
      actors: createPostingDraftActors({ api }),
      actions: {
        startInterview: (_, { id: scenarioId }) => void navigate({ to: '/interview/$id', params: { id: scenarioId } }),
      },
    }),
    { input: { id }, inspect },
  );
  return <PostingDraftPage actor={actor} />;
}
