// The web client's operations as it sends them, read from its generated typed documents, so the benchmarks always
// measure the client as it is.
import fs from 'node:fs';
import { print } from 'graphql';

/** The text of the client's operation `name` (its fragments included), e.g. 'SubmitGuess'. */
export function clientOperation(name) {
  const generated = fs.readFileSync(new URL('../../client/src/graphql/generated/graphql.ts', import.meta.url), 'utf8');
  const match = new RegExp(`export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode`).exec(generated);
  if (!match) throw new Error(`the client has no ${name} operation in its generated documents`);
  return print(JSON.parse(match[1]));
}
