/**
 * The ceiling of bench:api: a bare Fastify answering a small JSON object, run as its own process
 * on the same machine, so every endpoint's figure reads as a share of what the framework can do here.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
