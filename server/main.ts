import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedCatalog } from './catalog/repository';
import { scenarios } from './catalog/scenarios';

/** Entry point: configuration → database (migrate, seed the catalogue) → HTTP → graceful shutdown. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  const seeded = await seedCatalog(db, scenarios);
  const app = await buildApp({ config, db });
  app.log.info(seeded, 'job catalogue seeded');

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    // onClose hooks run last-added first, so the database is closed here, after the app (and the
    // mails still going out in the background) are done with it.
    await app.close();
    await db.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `JobTalk AI is serving ${config.publicUrl}/jobtalkai/ (database: ${db.kind}, mail: ${
      config.smtpUrl ? 'SMTP' : `outbox, see ${config.publicUrl}/dev/mailbox`
    })`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
