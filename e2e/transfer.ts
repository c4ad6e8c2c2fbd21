/**
 * What one cold page load transfers, measured the same way by the SPA bench (bench/spa.ts) and by the
 * budget test (e2e/spa-budget.spec.ts): Chromium's encoded bytes per finished request (headers
 * included, what went over the wire), by resource type, with the browser cache off.
 */
import type { BrowserContext } from 'playwright-core';

/** The first-load budget of QUALITY.md "spa": script kilobytes a cold /login may transfer. */
export const SCRIPT_BUDGET_KB = 150;

export interface Transfer {
  /** Kilobytes over the wire (headers included), by Chromium's resource type. */
  kilobytes: Record<string, number>;
  requests: number;
  /** The five heaviest scripts over the wire, kilobytes by file name: where to look first. */
  heaviestScripts: Record<string, number>;
}

/** One decimal of a kilobyte (1024 bytes). */
export const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Loads `url` in a new page of `context` with the cache off, until the network is idle; the page is closed after. */
export async function coldTransfer(context: BrowserContext, url: string): Promise<Transfer> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map<string, { type: string; file: string }>();
    const bytes: Record<string, number> = {};
    const scripts: Array<[string, number]> = [];
    let requests = 0;
    cdp.on('Network.responseReceived', (event) =>
      responses.set(event.requestId, {
        type: event.type.toLowerCase(),
        file: new URL(event.response.url).pathname.split('/').pop() ?? '',
      }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      const { type, file } = responses.get(event.requestId) ?? { type: 'other', file: '' };
      bytes[type] = (bytes[type] ?? 0) + event.encodedDataLength;
      if (type === 'script') scripts.push([file, event.encodedDataLength]);
      requests += 1;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const heaviest = scripts.sort((a, b) => b[1] - a[1]).slice(0, 5);
    return {
      kilobytes: Object.fromEntries(Object.entries(bytes).map(([type, n]) => [type, kilobytes(n)])),
      requests,
      heaviestScripts: Object.fromEntries(heaviest.map(([file, n]) => [file, kilobytes(n)])),
    };
  } finally {
    await page.close();
  }
}
