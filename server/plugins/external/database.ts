import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DatabasePluginOptions {
  db: Database;
  /** true: the app owns the handle and closes it last (main.ts); false: the caller closes it (tests). */
  close: boolean;
}

/**
 * External layer: the database handle (migrated and seeded by main.ts or the tests). Registered
 * first, so its onClose runs after every plugin that depends on it has closed.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    app.decorate('db', options.db);
    if (options.close) app.addHook('onClose', async () => options.db.close());
  },
  { name: 'database', fastify: '5.x' },
);
