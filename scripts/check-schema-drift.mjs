// Fails when the committed schema.graphql differs from what the server's resolvers emit, or when the generated client
// types are stale: the schema is the public API, and a change to it must be a visible change in review.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

execFileSync('npx', ['tsc', '-p', 'common/tsconfig.build.json'], { stdio: 'inherit' });
execFileSync('npx', ['tsc', '-p', 'server/tsconfig.build.json'], { stdio: 'inherit' });
const emitted = execFileSync('node', ['server/dist/server/src/scripts/emit-schema.js', '--stdout'], {
  encoding: 'utf8',
});
const committed = fs.readFileSync('schema.graphql', 'utf8');
if (emitted !== committed) {
  console.error('schema.graphql is out of date with the server: run `npm run codegen` and commit the result.');
  process.exit(1);
}
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], { stdio: 'inherit' });
console.log('schema.graphql and the generated client types match the server.');
