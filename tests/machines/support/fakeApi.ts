/**
 * A real openapi-fetch client of the contract whose `fetch` is a function of the test: actors are
 * exercised through the same typed client the SPA uses, with answers chosen per request.
 */
import createClient from 'openapi-fetch';
import type { Api } from '../../../machines/shared/ports';
import type { paths } from '../../../openapi/types';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}

export function emptyResponse(status: number): Response {
  return new Response(null, { status });
}

/** A network failure (fetch rejects), as when the server cannot be reached. */
export function networkError(): never {
  throw new TypeError('fetch failed');
}

export function fakeApi(handler: FakeHandler): Api & { requests: RecordedRequest[]; send: (request: Request) => Promise<Response> } {
  const requests: RecordedRequest[] = [];
  /** The recording fetch behind the client; plain fetch callers (the session refresher) use it too. */
  const send = async (request: Request) => {
    const text = request.body ? await request.text() : '';
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(recorded);
    return handler(recorded);
  };
  const client = createClient<paths>({ baseUrl: 'http://api.test', fetch: send });
  return Object.assign(client, { requests, send });
}
