import type { Queryable } from '../db/database';

/** A stored message of an interview, as the history shows it. */
export interface ConversationMessageView {
  id: string;
  role: string;
  text: string;
  timestamp: string;
  sender: string;
  senderId: string;
}

/** What a stored scenario snapshot may hold; every field is read defensively. */
interface ScenarioSnapshot {
  id?: unknown;
  position?: unknown;
  company?: unknown;
  description?: unknown;
  skills?: unknown;
  category?: unknown;
  location?: unknown;
}

export type CompanyView = string | { name: string; website?: string; industry?: string; size?: string };

export interface ConversationView {
  id: string;
  startTime: string;
  endTime: string | null;
  scenarioType: 0;
  scenarioData: {
    id: string;
    position: string;
    company: CompanyView;
    description?: string;
    skills?: string[];
    category?: string;
    location?: string;
  };
  jobPosition: string;
  messages: ConversationMessageView[];
  reportStatus: 0 | 1 | 2 | 3;
  reportError: string | null;
  overallScore: number | null;
  durationSeconds: number | null;
}

interface ConversationRow {
  id: string;
  job_id: string;
  scenario_type: number;
  scenario: ScenarioSnapshot | null;
  started_at: Date;
  ended_at: Date | null;
  report_status: number | null;
  report_error: string | null;
  overall_score: string | number | null;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  role: string;
  sender: string;
  sender_id: string;
  text: string;
  created_at: Date;
}

function toMessageView(m: MessageRow): ConversationMessageView {
  return {
    id: m.id,
    role: m.role,
    text: m.text,
    timestamp: new Date(m.created_at).toISOString(),
    sender: m.sender,
    senderId: m.sender_id,
  };
}

/** The stored messages of one interview, in order. */
export async function conversationMessages(q: Queryable, conversationId: string): Promise<ConversationMessageView[]> {
  const rows = await q.query<MessageRow>(
    `SELECT id, conversation_id, role, sender, sender_id, text, created_at FROM messages
     WHERE conversation_id = $1 ORDER BY seq`,
    [conversationId],
  );
  return rows.map(toMessageView);
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function companyOf(value: unknown): CompanyView {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string') {
    const c = value as Record<string, unknown>;
    return {
      name: c.name as string,
      ...(str(c.website) !== undefined && { website: str(c.website) }),
      ...(str(c.industry) !== undefined && { industry: str(c.industry) }),
      ...(str(c.size) !== undefined && { size: str(c.size) }),
    };
  }
  return '';
}

function reportStatusOf(value: number | null): 0 | 1 | 2 | 3 {
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

/**
 * The user's interviews of the given scenario types, newest first, each with its messages in order
 * and its report's status and overall score.
 */
export async function listUserConversations(
  q: Queryable,
  userId: string,
  scenarioTypes: readonly number[],
): Promise<ConversationView[]> {
  const rows = await q.query<ConversationRow>(
    `SELECT c.id, c.job_id, c.scenario_type, c.scenario, c.started_at, c.ended_at,
            r.status AS report_status, r.error AS report_error, r.overall_score
     FROM conversations c LEFT JOIN reports r ON r.conversation_id = c.id
     WHERE c.user_id = $1 AND c.scenario_type = ANY($2::int[])
     ORDER BY c.started_at DESC, c.id DESC`,
    [userId, [...scenarioTypes]],
  );
  if (!rows.length) return [];
  const messages = await q.query<MessageRow>(
    `SELECT m.id, m.conversation_id, m.role, m.sender, m.sender_id, m.text, m.created_at
     FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE c.user_id = $1 AND c.scenario_type = ANY($2::int[])
     ORDER BY m.conversation_id, m.seq`,
    [userId, [...scenarioTypes]],
  );
  const byConversation = new Map<string, ConversationMessageView[]>();
  for (const m of messages) {
    const list = byConversation.get(m.conversation_id) ?? [];
    list.push(toMessageView(m));
    byConversation.set(m.conversation_id, list);
  }
  return rows.map((row) => {
    const scenario = row.scenario ?? {};
    const position = str(scenario.position) ?? '';
    const skills = Array.isArray(scenario.skills) ? scenario.skills.filter((s): s is string => typeof s === 'string') : undefined;
    const status = reportStatusOf(row.report_status);
    const score = row.overall_score === null || row.overall_score === undefined ? null : Number(row.overall_score);
    return {
      id: row.id,
      startTime: new Date(row.started_at).toISOString(),
      endTime: row.ended_at ? new Date(row.ended_at).toISOString() : null,
      scenarioType: 0,
      scenarioData: {
        id: str(scenario.id) ?? row.job_id,
        position,
        company: companyOf(scenario.company),
        ...(str(scenario.description) !== undefined && { description: str(scenario.description) }),
        ...(skills && { skills }),
        ...(str(scenario.category) !== undefined && { category: str(scenario.category) }),
        ...(str(scenario.location) !== undefined && { location: str(scenario.location) }),
      },
      jobPosition: position,
      messages: byConversation.get(row.id) ?? [],
      reportStatus: status,
      reportError: status === 3 ? row.report_error : null,
      overallScore: status === 2 && score !== null && Number.isFinite(score) ? score : null,
      durationSeconds: row.ended_at
        ? Math.max(0, Math.round((new Date(row.ended_at).getTime() - new Date(row.started_at).getTime()) / 1000))
        : null,
    };
  });
}
