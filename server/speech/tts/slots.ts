/**
 * At most `size` holders at once; the others wait in order, an urgent one ahead of the waiting ones
 * that are not (after the urgent ones already waiting). A released slot passes straight to the next
 * waiter, so a newcomer never takes it in between.
 */
export class Slots {
  private held = 0;
  private readonly waiting: { grant: () => void; urgent: boolean }[] = [];

  constructor(private readonly size: number) {}

  /** Resolves once the caller holds a slot; `release` it when done. */
  acquire(urgent = false): Promise<void> {
    if (this.held < this.size) {
      this.held += 1;
      return Promise.resolve();
    }
    return new Promise<void>((grant) => {
      const at = urgent ? this.waiting.findIndex((w) => !w.urgent) : -1;
      if (at >= 0) this.waiting.splice(at, 0, { grant, urgent });
      else this.waiting.push({ grant, urgent });
    });
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.held -= 1;
  }
}
