import { createFileRoute } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { createHistoryStorage } from '../../../machines/history/history.actors';
import { createRecentActivityActors } from '../../../machines/recentActivity/recentActivity.actors';
import { recentActivityMachine } from '../../../machines/recentActivity/recentActivity.machine';
import { DashboardPage } from './-components/dashboard/DashboardPage';
import { useLocale } from '../../i18n/react';

/** /dashboard (spec §2): the Recent Activity table's machine lives as long as the page. */
export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'pageTitle.dashboard' },
  component: DashboardRoute,
});

function DashboardRoute() {
  useLocale();
  const { api, auth, subscription, userStorage, inspect } = Route.useRouteContext();
  const recentActivity = useActorRef(
    recentActivityMachine.provide({
      actors: createRecentActivityActors({ api, history: createHistoryStorage(userStorage.local) }),
    }),
    { inspect },
  );
  return <DashboardPage auth={auth} subscription={subscription} recentActivity={recentActivity} />;
}
