import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findScenario, listScenarios, seedCatalog } from '../../server/catalog/repository';
import { scenarios } from '../../server/catalog/scenarios';
import { bearer, errorOf, signedInUser } from './support/accounts';
import { backends } from './support/databases';
import { useHarness } from './support/harness';

describe.each(backends())('job catalogue (%s)', (backend) => {
  const h = useHarness(backend);

  it('seeds idempotently: a second start changes nothing, a changed entry updates, a removed one retires', async () => {
    expect(await seedCatalog(h.db, scenarios)).toEqual({
      inserted: scenarios.length,
      updated: 0,
      unchanged: 0,
      retired: 0,
    });
    expect(await seedCatalog(h.db, scenarios)).toEqual({ inserted: 0, updated: 0, unchanged: scenarios.length, retired: 0 });

    const [first, ...rest] = scenarios;
    const changed = { ...first, salary: '$1 – $2' };
    expect(await seedCatalog(h.db, [changed, ...rest])).toMatchObject({ inserted: 0, updated: 1, retired: 0 });
    const [{ count }] = await h.db.query<{ count: number }>('SELECT count(*)::int AS count FROM scenarios');
    expect(count).toBe(scenarios.length);
    expect((await findScenario(h.db, first.id))?.salary).toBe('$1 – $2');

    expect(await seedCatalog(h.db, rest)).toMatchObject({ retired: 1 });
    expect(await findScenario(h.db, first.id)).toBeNull();
    expect((await listScenarios(h.db, 0)).map((s) => s.id)).not.toContain(first.id);
    // Back in the catalogue: the same row comes back, still no duplicate.
    expect(await seedCatalog(h.db, scenarios)).toMatchObject({ inserted: 0, updated: 1 });
    const [{ total }] = await h.db.query<{ total: number }>('SELECT count(*)::int AS total FROM scenarios');
    expect(total).toBe(scenarios.length);
  });

  it('POST /web-api/scenario/by-type with type 0 returns every scenario, newest first, as the contract shapes it', async () => {
    await seedCatalog(h.db, scenarios);
    const { accessToken } = await signedInUser(h.app);
    const response = await h.app.inject({
      method: 'POST',
      url: '/web-api/scenario/by-type',
      headers: bearer(accessToken),
      payload: { type: 0 },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json() as typeof scenarios;
    expect(list).toHaveLength(scenarios.length);
    const dates = list.map((s) => Date.parse(s.postedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const byId = new Map(scenarios.map((s) => [s.id, s]));
    for (const scenario of list) expect(scenario).toEqual(byId.get(scenario.id));
    expect(list.some((s) => s.isPro)).toBe(true);
  });

  it('refuses any other type, a missing type, extra fields and anonymous callers', async () => {
    await seedCatalog(h.db, scenarios);
    const { accessToken } = await signedInUser(h.app);
    for (const payload of [{ type: 1 }, { type: '0x' }, {}, { type: 0, extra: true }]) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/web-api/scenario/by-type',
        headers: bearer(accessToken),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).error).toBe('validation_error');
    }
    const anonymous = await h.app.inject({ method: 'POST', url: '/web-api/scenario/by-type', payload: { type: 0 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends the catalogue compressed to a client that accepts Brotli or gzip, and plain otherwise', async () => {
    await seedCatalog(h.db, scenarios);
    const { accessToken } = await signedInUser(h.app);
    const list = (acceptEncoding?: string) =>
      h.app.inject({
        method: 'POST',
        url: '/web-api/scenario/by-type',
        headers: { ...bearer(accessToken), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        payload: { type: 0 },
      });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });
});
