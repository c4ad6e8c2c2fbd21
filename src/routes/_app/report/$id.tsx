import { createFileRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createReportActions, createReportActors } from '../../../../machines/report/report.actors';
import { reportMachine } from '../../../../machines/report/report.machine';
import { selectHasPro, selectIsPlanKnown } from '../../../../machines/subscription/subscription.selectors';
import { usePlanChanges } from '../../../app/usePlanChanges';
import { text, type Locale } from '../../../i18n';
import { ReportPage } from '../-components/report/ReportPage';
import { useLocale } from '../../../i18n/react';

/**
 * /report/{id} (spec §2, §4 "Report screen"): the report of conversation {id}; a new id (or a new
 * UI language, as the server writes the report's texts in it) is a new report machine. The user's plan comes from the app's subscription actor and is forwarded to the
 * machine whenever it changes. The PDF module (pdfmake) is imported by the machine's actor on demand.
 */
export const Route = createFileRoute('/_app/report/$id')({
  staticData: { title: 'pageTitle.report' },
  component: ReportRoute,
});

function ReportRoute() {
  const locale = useLocale();
  const { id } = Route.useParams();
  // The server writes the report's texts in the UI's language: another language is another report machine.
  return <ReportFlow key={`${id}:${locale}`} conversationId={id} language={locale} />;
}

function ReportFlow({ conversationId, language }: { conversationId: string; language: Locale }) {
  const { api, auth, subscription, userStorage, inspect } = Route.useRouteContext();
  const planKnown = useSelector(subscription, selectIsPlanKnown);
  const actor = useActorRef(
    reportMachine.provide({
      actors: createReportActors({
        api,
        reportCache: userStorage.session,
        historyArea: userStorage.local,
        alert: (message) => window.alert(text(message)),
        loadPdf: () => import('../../../pdf/reportPdf'),
        language,
      }),
      actions: createReportActions({ reportCache: userStorage.session, language }),
    }),
    { input: { conversationId, hasPro: selectHasPro(subscription.getSnapshot()) }, inspect },
  );

  usePlanChanges(subscription, (hasPro) => actor.send({ type: 'report.planChanged', hasPro }));

  // spec §4 "Auth-required handling": sign out, keep this report as the place to return to, go to /login.
  const login = () => auth.send({ type: 'auth.forceSignOut', path: `/report/${encodeURIComponent(conversationId)}` });

  return <ReportPage report={actor} planKnown={planKnown} onLogin={login} />;
}
