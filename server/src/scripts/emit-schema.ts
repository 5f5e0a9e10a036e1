import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { REPO_ROOT } from '../platform/config';
import { buildAppSchema } from '../schema';
import { createAppPubSub } from '../realtime/pubsub';

/** Prints the public schema: the committed `schema.graphql` that codegen reads and CI compares. */
export async function printAppSchema(): Promise<string> {
  const schema = await buildAppSchema(createAppPubSub(null));
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (require.main === module) {
  void printAppSchema().then((sdl) => {
    if (process.argv.includes('--stdout')) process.stdout.write(sdl);
    else fs.writeFileSync(path.join(REPO_ROOT, 'schema.graphql'), sdl);
  });
}
