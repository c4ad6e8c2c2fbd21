import { createFileRoute } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { createRecentActivityActors } from '../../../machines/recentActivity/recentActivity.actors';
import { recentActivityMachine } from '../../../machines/recentActivity/recentActivity.machine';
import { DashboardPage } from './-components/dashboard/DashboardPage';

/** /dashboard (spec §2): the Recent Activity table's machine lives as long as the page. */
export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'pageTitle.dashboard' },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { api, auth, subscription, inspect } = Route.useRouteContext();
  const recentActivity = useActorRef(
    recentActivityMachine.provide({ actors: createRecentActivityActors({ api }) }),
    { inspect },
  );
  return <DashboardPage auth={auth} subscription={subscription} recentActivity={recentActivity} />;
}
