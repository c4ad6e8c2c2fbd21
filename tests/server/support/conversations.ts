import { randomUUID } from 'node:crypto';
import type { Database } from '../../../server/db/database';
import type { SpeechTiming } from '../../../server/speech/timing';

/** Interviews written straight into the database, as the live endpoint would have stored them. */

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return row.id;
}

export interface SeedMessage {
  id: string;
  role: string;
  text: string;
  at: string;
  sender?: string;
  audioMs?: number;
  speech?: SpeechTiming;
}

export interface Seed {
  startedAt: string;
  endedAt?: string;
  scenario?: Record<string, unknown>;
  scenarioType?: number;
  messages?: SeedMessage[];
  report?: { status: number; score?: number; error?: string; report?: unknown; generatedAt?: string };
}

export async function seedConversation(db: Database, user: string, data: Seed): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO conversations (user_id, uid, job_id, scenario_type, scenario, status, charged_to, started_at, ended_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, 'plan', $7, $8) RETURNING id`,
    [
      user,
      randomUUID(),
      String(data.scenario?.id ?? 'job-x'),
      data.scenarioType ?? 0,
      JSON.stringify(data.scenario ?? {}),
      data.endedAt ? 'ended' : 'active',
      data.startedAt,
      data.endedAt ?? null,
    ],
  );
  let seq = 0;
  for (const m of data.messages ?? []) {
    await db.query(
      `INSERT INTO messages (id, conversation_id, seq, role, sender, sender_id, text, created_at, audio_ms,
                             voiced_ms, long_pauses, longest_pause_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        m.id, row.id, seq++, m.role, m.sender ?? '', m.sender ? `${m.sender}-id` : '', m.text, m.at, m.audioMs ?? null,
        m.speech?.voicedMs ?? null, m.speech?.longPauses ?? null, m.speech?.longestPauseMs ?? null,
      ],
    );
  }
  if (data.report) {
    await db.query(
      'INSERT INTO reports (conversation_id, status, overall_score, error, report, generated_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        row.id,
        data.report.status,
        data.report.score ?? null,
        data.report.error ?? null,
        data.report.report === undefined ? null : JSON.stringify(data.report.report),
        data.report.generatedAt ?? null,
      ],
    );
  }
  return row.id;
}
