import type { Queryable } from '../db/database';

/** The rate limits' counters (`rate_limits`, migration 007): one row per key and fixed window. */

/** The counts of `keys` in the window starting at `windowStart` (a key without a row has none). */
export async function countsInWindow(q: Queryable, keys: readonly string[], windowStart: Date): Promise<Map<string, number>> {
  const rows = await q.query<{ key: string; count: number }>(
    'SELECT key, count FROM rate_limits WHERE key = ANY($1::text[]) AND window_start = $2',
    [[...keys], windowStart],
  );
  return new Map(rows.map((row) => [row.key, row.count]));
}

export async function countAttempt(q: Queryable, key: string, windowStart: Date): Promise<void> {
  await q.query(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1`,
    [key, windowStart],
  );
}

export async function dropWindowsBefore(q: Queryable, before: Date): Promise<void> {
  await q.query('DELETE FROM rate_limits WHERE window_start < $1', [before]);
}
