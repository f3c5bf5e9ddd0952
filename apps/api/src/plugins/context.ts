import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

async function contextPlugin(app: FastifyInstance, opts: { config: Config; db: Db }) {
  app.decorate('config', opts.config);
  app.decorate('db', opts.db);
}

export default fp(contextPlugin, { name: 'context' });
