/** Pure reads of the Recent Activity snapshot for the dashboard's table. */
import type { SnapshotFrom } from 'xstate';
import type { MessageKey, UiText } from '../shared/text';
import { BUSY } from '../shared/tags';
import type { Conversation, recentActivityMachine } from './recentActivity.machine';

type RecentActivitySnapshot = SnapshotFrom<typeof recentActivityMachine>;

export interface ActivityRow {
  id: string;
  position: UiText;
  company: UiText;
  startTime: string;
  status: MessageKey;
  /** Only a completed report links to its page; the others link to the history. */
  href: string;
}

const STATUS_LABELS: Record<number, MessageKey> = {
  0: 'dashboard.statusFinished',
  1: 'dashboard.statusProcessing',
  2: 'dashboard.statusCompleted',
  3: 'dashboard.statusFailed',
};

function companyName(conversation: Conversation): string {
  const company = conversation.scenarioData?.company;
  const name = typeof company === 'string' ? company : company?.name;
  return name?.trim() ?? '';
}

export function toActivityRow(conversation: Conversation): ActivityRow {
  // A blank scenario position falls back to jobPosition, as in the history.
  const position = conversation.scenarioData?.position?.trim() || conversation.jobPosition?.trim() || '';
  const company = companyName(conversation);
  const completed = conversation.reportStatus === 2;
  return {
    id: conversation.id,
    position: position ? { raw: position } : { key: 'common.unknownPosition' },
    company: company ? { raw: company } : { key: 'common.unknownCompany' },
    startTime: conversation.startTime,
    status: STATUS_LABELS[conversation.reportStatus] ?? 'dashboard.statusFinished',
    href: completed ? `/report/${encodeURIComponent(conversation.id)}` : '/history',
  };
}

export const selectRows = (snapshot: RecentActivitySnapshot): ActivityRow[] =>
  snapshot.context.items.map(toActivityRow);
export const selectIsLoading = (snapshot: RecentActivitySnapshot): boolean => snapshot.hasTag(BUSY);
export const selectError = (snapshot: RecentActivitySnapshot): UiText | null => snapshot.context.error;
export const selectIsEmpty = (snapshot: RecentActivitySnapshot): boolean =>
  snapshot.matches('loaded') && snapshot.context.items.length === 0;
