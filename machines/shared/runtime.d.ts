/**
 * The host's globals the machines may use: only what browsers and Node 20 both provide, declared as
 * narrowly as the machines use them. The machines' project has neither the DOM library nor Node's
 * types (machines/tsconfig.json), so anything else (storage, sockets, audio, the clock) comes
 * through a port in `ports.ts`. Add a member here only if both runtimes have it.
 */

declare function queueMicrotask(callback: () => void): void;
declare function setInterval(callback: () => void, ms?: number): unknown;
declare function clearInterval(handle: unknown): void;

/** Base64 of a binary string (HTML's `atob`/`btoa`, global in Node since 16). */
declare function atob(data: string): string;
declare function btoa(data: string): string;

declare const console: {
  log(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
};

/** WHATWG URL (the parts the machines read). */
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
}

/** The `signal` XState gives a promise actor, passed on to the API client. */
interface AbortSignal {
  readonly aborted: boolean;
}

/** The fetch response openapi-fetch returns beside `data` / `error`. */
interface Response {
  readonly ok: boolean;
  readonly status: number;
}
