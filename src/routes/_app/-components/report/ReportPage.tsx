import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { reportMachine } from '../../../../../machines/report/report.machine';
import {
  selectActiveTab,
  selectCorrection,
  selectError,
  selectErrorKind,
  selectFailureReason,
  selectHasPro,
  selectIsConversationOpen,
  selectIsGeneratingPdf,
  selectIsRecommendationsOpen,
  selectIsRefreshing,
  selectProgress,
  selectReport,
  selectScreen,
} from '../../../../../machines/report/report.selectors';
import { ConversationModal } from './ConversationModal';
import { RecommendationsModal } from './RecommendationsModal';
import { ReportView } from './ReportView';
import { ReportErrorScreen, ReportLoading, ReportProgressScreen } from './StatusScreens';

export type ReportActor = ActorRefFrom<typeof reportMachine>;

export interface ReportPageProps {
  report: ReportActor;
  /** The user's plan is known: a PRO user is not shown the free view while it loads. */
  planKnown: boolean;
  /** The Login button of the auth error: sign out, keep this page as the place to come back to. */
  onLogin: () => void;
}

/** /report/{id} (spec §2, §4, §8): loading, progress, error or the report with its modals. */
export function ReportPage({ report: actor, planKnown, onLogin }: ReportPageProps) {
  const screen = useSelector(actor, selectScreen);
  const report = useSelector(actor, selectReport);
  const progress = useSelector(actor, selectProgress);
  const refreshing = useSelector(actor, selectIsRefreshing);
  const error = useSelector(actor, selectError);
  const errorKind = useSelector(actor, selectErrorKind);
  const failureReason = useSelector(actor, selectFailureReason);
  const hasPro = useSelector(actor, selectHasPro);
  const activeTab = useSelector(actor, selectActiveTab);
  const recommendationsOpen = useSelector(actor, selectIsRecommendationsOpen);
  const conversationOpen = useSelector(actor, selectIsConversationOpen);
  const generatingPdf = useSelector(actor, selectIsGeneratingPdf);
  const correction = useSelector(actor, selectCorrection);

  if (screen === 'error' && error) {
    return <ReportErrorScreen error={error} kind={errorKind} reason={failureReason} onLogin={onLogin} />;
  }
  if (screen === 'progress' && progress) {
    return <ReportProgressScreen progress={progress} refreshing={refreshing} onRefresh={() => actor.send({ type: 'report.refresh' })} />;
  }
  if (screen !== 'report' || !report || !planKnown) return <ReportLoading />;
  return (
    <>
      <ReportView
        report={report}
        hasPro={hasPro}
        activeTab={activeTab}
        generatingPdf={generatingPdf}
        onSelectTab={(tab) => actor.send({ type: 'report.selectTab', tab })}
        onDownloadPdf={() => actor.send({ type: 'report.downloadPdf' })}
        onOpenRecommendations={() => actor.send({ type: 'report.openRecommendations' })}
        onOpenConversation={() => actor.send({ type: 'report.openConversation' })}
      />
      <RecommendationsModal
        open={recommendationsOpen}
        report={report}
        onClose={() => actor.send({ type: 'report.closeRecommendations' })}
      />
      <ConversationModal
        open={conversationOpen}
        report={report}
        onClose={() => actor.send({ type: 'report.closeConversation' })}
        correction={correction}
        onEditAnswer={(messageId, text) => actor.send({ type: 'report.editAnswer', messageId, text })}
        onSaveAnswer={(text) => actor.send({ type: 'report.saveAnswer', text })}
        onCancelEdit={() => actor.send({ type: 'report.cancelEdit' })}
      />
    </>
  );
}
