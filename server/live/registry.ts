import type { LiveSession } from './session';

/** The interviews running on this process, by the client's uid. */
export class SessionRegistry {
  private readonly sessions = new Map<string, LiveSession>();

  get(uid: string): LiveSession | undefined {
    return this.sessions.get(uid);
  }

  add(session: LiveSession): void {
    this.sessions.set(session.uid, session);
  }

  /** Forgets `session` (only if it is still the one registered under its uid). */
  remove(session: LiveSession): void {
    if (this.sessions.get(session.uid) === session) this.sessions.delete(session.uid);
  }

  has(uid: string): boolean {
    return this.sessions.has(uid);
  }

  all(): LiveSession[] {
    return [...this.sessions.values()];
  }

  get size(): number {
    return this.sessions.size;
  }
}
