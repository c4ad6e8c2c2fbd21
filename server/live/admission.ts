import { CloseReason } from '../../openapi/live-protocol';

/**
 * How many live interviews one process admits by default (`LIVE_CAPACITY`). Measured on the 2-core
 * machine everything here was measured on (issue 40, `npm run bench -- capacity`, candidates speaking
 * at once): 4 → p95 630 ms from the stop to the panel's first audio, 0 of 10 stretches decoded in
 * economy; 6 → p95 1,102 ms, 2 of 16 in economy; 8 → 16 of 22. So 4 is the largest measured level
 * at which every stretch was heard by base (see docs/speech.md, "Hearing the candidate") and p95 stayed
 * under 700 ms; the decoders' own rule switches everything to economy only past
 * `BEAM_SESSIONS_PER_WORKER` (3) open answers per transcription worker, 6 on 2 cores. A bigger
 * machine, or faster decoding, is measured again with the capacity bench and this (or the setting)
 * changed with it.
 */
export const DEFAULT_LIVE_CAPACITY = 4;

/** Why a new interview is not admitted now: the process is full, or it is draining before it stops. */
export type AdmissionRefusal = 'busy' | 'draining';

/** The close reason (with code 1013) of each refusal. */
export const REFUSAL_REASON: Record<AdmissionRefusal, string> = {
  busy: CloseReason.panelBusy,
  draining: CloseReason.draining,
};

/** One admitted interview's place; released once when the interview stops here (or was never made). */
export interface Place {
  release(): void;
}

export type Admitted = { ok: true; place: Place } | { ok: false; refusal: AdmissionRefusal };

export interface AdmissionOptions {
  /** Interviews admitted at once (`LIVE_CAPACITY`); 0 admits no new interview (resumes still come in). */
  capacity: number;
  /** True while the process drains before it stops (`app.lifecycle.draining`). */
  draining: () => boolean;
}

/**
 * The live interviews this process holds, counted against its capacity. A new interview takes a
 * place before anything is charged or stored, so parallel starts never admit more than the
 * capacity; a resumed interview (after a drop, a restart, or from another process) is admitted
 * whatever the count, since it is already running for its candidate: it counts, and new ones wait
 * until the count is under the capacity again.
 */
export class LiveAdmission {
  private held = 0;

  constructor(private readonly options: AdmissionOptions) {}

  get capacity(): number {
    return this.options.capacity;
  }

  /** Interviews holding a place now (those being created included). */
  get admitted(): number {
    return this.held;
  }

  /** A place for a new interview, or why there is none. */
  admitNew(): Admitted {
    if (this.options.draining()) return { ok: false, refusal: 'draining' };
    if (this.held >= this.options.capacity) return { ok: false, refusal: 'busy' };
    return { ok: true, place: this.take() };
  }

  /** A place for an interview that is already running (it is never refused). */
  admitResumed(): Place {
    return this.take();
  }

  private take(): Place {
    this.held += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.held -= 1;
      },
    };
  }
}
