import closeWithGrace from 'close-with-grace';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedCatalog } from './catalog/repository';
import { scenarios } from './catalog/scenarios';
import { createSpeechEngines } from './speech';

/** Entry point: configuration → database (migrate, seed the catalogue) → HTTP → graceful shutdown. */
async function main() {
  // The only read of the environment: every section is parsed here (server/config.ts).
  const config = loadConfig(process.env);
  // Engines are slow to start (the models load: most of the start's time): once per process, shared by
  // every interview, loading while the database opens, migrates and seeds the catalogue.
  const [speech, { db, seeded }] = await Promise.all([
    createSpeechEngines(config.speech),
    (async () => {
      const database = await openDatabase(config);
      await migrate(database);
      return { db: database, seeded: await seedCatalog(database, scenarios) };
    })(),
  ]);
  // The app owns the database and the engines from here: they close with it, after what uses them.
  const app = await buildApp({ config, db, speech, closeResources: true });
  app.log.info(seeded, 'job catalogue seeded');
  app.log.info(
    {
      recognizer: speech.recognizer?.name ?? null,
      recognizerReason: speech.recognizerReason,
      synthesizer: speech.synthesizer?.name ?? null,
      synthesizerReason: speech.synthesizerReason,
    },
    speech.recognizer ? 'speech engines ready' : 'no speech recognizer: interviews take typed answers',
  );

  let closing = false;
  // The drain's wait comes on top of the close's own 10 s before the process is ended regardless.
  closeWithGrace({ delay: config.drainDelayMs + 10_000 }, async ({ signal, err }) => {
    closing = true;
    // From here the process admits no new interview and /readyz answers 503 (server/lifecycle.ts).
    app.lifecycle.drain();
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal, drainDelayMs: signal === 'SIGTERM' ? config.drainDelayMs : 0 }, 'shutting down');
    // A SIGTERM (systemd, an orchestrator) keeps serving for DRAIN_DELAY_MS, so a proxy polling /readyz
    // sees it not ready and stops sending new work before the sockets close; the interviews it holds
    // then move to another process by the resume path. Ctrl-C (SIGINT) and a crash do not wait.
    if (signal === 'SIGTERM' && config.drainDelayMs > 0) await sleep(config.drainDelayMs);
    // The plugins close in reverse order of their dependencies (server/README.md): the live sockets
    // (1012, once their turns in flight are stored), the report job, the mails still going out,
    // then the speech engines and the database.
    await app.close();
  });

  // The posting reader's thread loads the extractor's lexicon and tagger (seconds) while the server
  // starts listening: a posting sent meanwhile waits for that thread (the pool starts no second one).
  // A warm-up that fails (or is cut short by a shutdown) is logged, not fatal: the pools start a thread
  // again for the next posting or file, and interviews do not need them.
  const warmReader = app.postingReader.start().catch((err: unknown) => {
    if (!closing) app.log.error({ err }, 'the posting reader could not warm up; it starts again with the next posting');
  });
  await Promise.all([warmReader, app.listen({ port: config.port, host: config.host })]);
  // A SIGTERM during the warm-up is already draining: saying it serves would mislead whoever reads the log.
  if (closing) return;
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
