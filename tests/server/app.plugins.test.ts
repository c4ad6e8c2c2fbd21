import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { decodeScenario } from '../../server/conversations/repository';
import type { Database } from '../../server/db/database';
import type { Mail, Mailer } from '../../server/mail/mailer';
import { openDatabaseSource, type DatabaseSource } from './support/databases';
import { testConfig } from './support/harness';

describe('plugin layers: shutdown follows the dependencies', () => {
  let source: DatabaseSource;
  beforeAll(async () => {
    source = await openDatabaseSource('pglite');
  });
  afterAll(async () => source?.close());

  it('with closeResources, the mails under way are sent, then the mailer closes, then the database', async () => {
    const events: string[] = [];
    const fresh = await source.fresh();
    const db: Database = {
      ...fresh,
      async close() {
        events.push('database closed');
        await fresh.close();
      },
    };
    let releaseMail: () => void = () => undefined;
    const mailer: Mailer = {
      kind: 'smtp',
      outbox: null,
      async send(mail: Mail) {
        await new Promise<void>((resolve) => (releaseMail = resolve));
        events.push(`sent to ${mail.to}`);
      },
      async close() {
        events.push('mailer closed');
      },
    };
    const app = await buildApp({ config: testConfig(), db, logger: false, overrides: { mailer }, closeResources: true });
    await app.ready();
    app.services.background.run('a test mail', () => mailer.send({ to: 'ada@example.test', subject: 's', text: 't', html: 'h', links: [] }));
    const closing = app.close();
    setTimeout(() => releaseMail(), 50);
    await closing;
    expect(events).toEqual(['sent to ada@example.test', 'mailer closed', 'database closed']);
  });

  it('without closeResources, the caller keeps the database open', async () => {
    const db = await source.fresh();
    const app = await buildApp({ config: testConfig(), db, logger: false });
    await app.close();
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});

describe('the stored scenario decoder', () => {
  it('reads each field by its type; a field of another type reads as absent', () => {
    expect(
      decodeScenario({
        id: 'job-1',
        position: 'Backend Engineer',
        company: { name: 'Acme', website: 'https://acme.test', size: 12 },
        skills: ['Go', 3, 'SQL'],
        description: 42,
      }),
    ).toEqual({
      id: 'job-1',
      position: 'Backend Engineer',
      company: { name: 'Acme', website: 'https://acme.test' },
      description: undefined,
      skills: ['Go', 'SQL'],
      category: undefined,
      location: undefined,
      requirements: undefined,
      responsibilities: undefined,
    });
  });

  it('reads anything but an object as an empty scenario', () => {
    for (const stored of [null, 'job', ['a'], 7]) {
      expect(decodeScenario(stored)).toMatchObject({ id: undefined, position: undefined, company: '' });
    }
  });
});
