import { createFileRoute } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createHistoryActors, createHistoryStorage, readStoredHistory } from '../../../machines/history/history.actors';
import { historyMachine } from '../../../machines/history/history.machine';
import { HistoryPage } from './-components/history/HistoryPage';
import { useLocale } from '../../i18n/react';

/**
 * /history (spec §2): the page's machine shows the cached list and the just-finished interview at
 * once (read from localStorage here), then syncs with the server.
 */
export const Route = createFileRoute('/_app/history')({
  staticData: { title: 'pageTitle.history' },
  component: HistoryRoute,
});

function HistoryRoute() {
  useLocale();
  const { api, tokens, clock, userStorage, inspect } = Route.useRouteContext();
  const [storage] = useState(() => createHistoryStorage(userStorage.local));
  const [input] = useState(() => readStoredHistory(storage));
  const history = useActorRef(
    historyMachine.provide({ actors: createHistoryActors({ api, storage, tokens, clock }) }),
    { input, inspect },
  );
  return <HistoryPage history={history} />;
}
