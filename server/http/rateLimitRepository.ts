import type { Queryable } from '../db/database';

/** The rate limits' counters (`rate_limits`, migration 007): one row per key and fixed window. */

/**
 * Counts one attempt on each counter whose count is still under its `max` in the window starting at
 * `windowStart`, in ONE statement, and returns the counters it counted on with their new counts. A
 * counter already at its limit is left as it is and is missing from the answer: the attempt is refused
 * (the caller gives back what it took on the others). Concurrent attempts, in this process or another
 * one sharing the database, each see the count the one before them left, so no more of them than the
 * limit are ever counted. The counters are written in sorted order, so two attempts on the same
 * counters never wait on each other's rows in opposite orders (a deadlock).
 */
export async function reserveAttempts(
  q: Queryable,
  limits: ReadonlyArray<{ key: string; max: number }>,
  windowStart: Date,
): Promise<Map<string, number>> {
  const sorted = [...new Map(limits.map((limit) => [limit.key, limit.max])).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const rows = await q.query<{ key: string; count: number }>(
    `INSERT INTO rate_limits (key, window_start, count)
     SELECT wanted.key, $3, 1 FROM unnest($1::text[], $2::int[]) AS wanted(key, max) WHERE wanted.max > 0 ORDER BY wanted.key
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
       WHERE rate_limits.count < (SELECT wanted.max FROM unnest($1::text[], $2::int[]) AS wanted(key, max) WHERE wanted.key = rate_limits.key)
     RETURNING key, count`,
    [sorted.map(([key]) => key), sorted.map(([, max]) => max), windowStart],
  );
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/**
 * Gives back an attempt counted by `reserveAttempts` (refused, or one that costs nothing such as a
 * successful sign-in). One row per statement: a statement never holds one counter while waiting for another.
 */
export async function releaseAttempt(q: Queryable, key: string, windowStart: Date): Promise<void> {
  await q.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0', [key, windowStart]);
}

export async function dropWindowsBefore(q: Queryable, before: Date): Promise<void> {
  await q.query('DELETE FROM rate_limits WHERE window_start < $1', [before]);
}
