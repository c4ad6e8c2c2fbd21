/*
 * Reads of the app-lifetime actors' snapshots. Loose (unknown in, checked out) while the actors are
 * typed as AnyActorRef; once the machines land these become the machines' own selectors.
 */

/** The signed-in user's name (`context.user.name`), when the snapshot has one. */
export function selectUserName(snapshot: unknown): string | null {
  const context = (snapshot as { context?: { user?: { name?: unknown } | null } } | undefined)?.context;
  const name = context?.user?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}
