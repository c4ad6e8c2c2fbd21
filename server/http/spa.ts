import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export const BASE_PATH = '/jobtalkai';

/**
 * Serves the built SPA under /jobtalkai/: hashed assets cached for a year, Brotli or gzip copies made at
 * build time when the browser accepts them, every other path below the base path answered with
 * index.html so the router can take it.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { staticDir: string | null }) => {
    app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));
    app.get(BASE_PATH, (_request, reply) => reply.redirect(`${BASE_PATH}/`));
    const dir = options.staticDir;
    if (!dir || !existsSync(path.join(dir, 'index.html'))) {
      app.log.warn({ staticDir: dir }, 'no built SPA found: run `npm run build` to serve the product pages');
      return;
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `${BASE_PATH}/`,
      wildcard: false,
      index: false,
      // config.json is written by the server from its environment (operation getRuntimeConfig); the
      // compressed copies are not pages of their own.
      globIgnore: ['config.json', '**/*.br', '**/*.gz'],
      // The build writes .br and .gz beside each text file: the smallest the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const sendIndex = (_request: unknown, reply: import('fastify').FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', dir);
    app.get(`${BASE_PATH}/`, sendIndex);
    // Files of the build have their own routes (wildcard: false); anything else below the base path is
    // a route of the SPA, except a missing asset, which is a real 404.
    app.get(`${BASE_PATH}/*`, (request, reply) => {
      const wanted = (request.params as { '*': string })['*'];
      if (/\.\w{1,8}$/.test(wanted)) {
        return reply.code(404).send({ error: 'not_found', message: `No file ${wanted}` });
      }
      return sendIndex(request, reply);
    });
  },
  { name: 'spa' },
);
