import type { Server } from 'node:http';

/** The address this process listens at, for calls it makes to itself (the sandbox provider, its callbacks). */
export interface SelfAddress {
  attach(server: Server): void;
  /** `http://127.0.0.1:PORT`; throws while the server is not listening. */
  url(): string;
}

export function createSelfAddress(): SelfAddress {
  let server: Server | null = null;
  return {
    attach(listening) {
      server = listening;
    },
    url() {
      const address = server?.address();
      if (!address || typeof address === 'string') throw new Error('this server is not listening on a TCP port');
      // Listening on every interface: loopback reaches it without leaving the machine.
      const host =
        address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '[::1]' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}`;
    },
  };
}
