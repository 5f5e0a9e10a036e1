// The baseline of `npm run bench`: the smallest Apollo Server 5 + type-graphql server, `{ hello }` -> "world", on the
// same HTTP stack as the app (node:http + express 5 + express.json + @as-integrations/express5). Run as a child
// process by bench/run.mjs; prints "listening on http://127.0.0.1:<port>" once it accepts requests.
'use strict';
require('reflect-metadata');
const http = require('node:http');
const express = require('express');
const { ApolloServer } = require('@apollo/server');
const { expressMiddleware } = require('@as-integrations/express5');
const { buildSchema, Query, Resolver } = require('type-graphql');

class HelloResolver {
  hello() {
    return 'world';
  }
}
// What `@Resolver() class HelloResolver { @Query(() => String) hello() {...} }` compiles to under tsc's
// experimentalDecorators, written out so the baseline needs no build step.
Reflect.decorate(
  [Query(() => String)],
  HelloResolver.prototype,
  'hello',
  Object.getOwnPropertyDescriptor(HelloResolver.prototype, 'hello'),
);
Reflect.decorate([Resolver()], HelloResolver);

async function main() {
  const schema = await buildSchema({ resolvers: [HelloResolver], validate: false, emitSchemaFile: false });
  const apollo = new ApolloServer({ schema });
  await apollo.start();
  const app = express();
  app.disable('x-powered-by');
  app.use('/graphql', express.json({ limit: '100kb' }), expressMiddleware(apollo, { context: async () => ({}) }));
  const server = http.createServer(app);
  await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve));
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
  const shutdown = async () => {
    await apollo.stop();
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
