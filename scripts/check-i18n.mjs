// Fails when the client's catalogs are stale or incomplete: every message in the code is in its folder's catalogs
// (re-extracting changes nothing), every Spanish message is translated, and every file whose messages a catalog holds
// loads that catalog (imports its `locales` folder), so its words reach the page with its chunk.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const client = path.resolve('client');
const catalogFiles = () =>
  fs
    .readdirSync(path.join(client, 'src'), { recursive: true })
    .filter((file) => /(^|\/)locales\/[a-z]{2}\.po$/.test(file))
    .map((file) => path.join(client, 'src', file));
const snapshot = () => new Map(catalogFiles().map((file) => [file, fs.readFileSync(file, 'utf8')]));

const problems = [];
const before = snapshot();
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: client, stdio: 'ignore' });
for (const [file, text] of snapshot()) {
  if (before.get(file) !== text) problems.push(`${path.relative(client, file)} is stale: run \`npm run i18n:extract\``);
}

// A message's id is its English text (with its context, where it has one: "Remove" a home is not "Remove" a player),
// one for every folder: the same words must read the same in each language, or the page reads as whichever folder's
// catalog loaded last (the server loads them all: a hydration mismatch).
const translations = new Map();
for (const file of catalogFiles().filter((file) => !file.endsWith('en.po'))) {
  const language = path.basename(file, '.po');
  const entries = fs.readFileSync(file, 'utf8').matchAll(/^(?:msgctxt "(.+)"\n)?msgid "(.+)"\nmsgstr "(.+)"$/gm);
  for (const [, context, id, text] of entries) {
    const key = `${language}: "${id}"${context ? ` (${context})` : ''}`;
    const first = translations.get(key);
    if (!first) translations.set(key, { text, file });
    else if (first.text !== text)
      problems.push(
        `${key} reads "${first.text}" in ${path.relative(client, first.file)} but "${text}" in ${path.relative(client, file)}`,
      );
  }
}

for (const file of catalogFiles()) {
  const text = fs.readFileSync(file, 'utf8');
  const relative = path.relative(client, file);
  if (file.endsWith('es.po')) {
    // Every entry but the header: msgid "..." followed by an empty msgstr.
    const untranslated = [...text.matchAll(/^msgid "(.+)"\nmsgstr ""$/gm)].map((match) => match[1]);
    for (const message of untranslated) problems.push(`${relative}: no Spanish for "${message}"`);
    continue;
  }
  const locales = path.dirname(file);
  const sources = new Set([...text.matchAll(/^#: (.+)$/gm)].flatMap((match) => match[1].split(' ')));
  for (const source of sources) {
    const code = fs.readFileSync(path.join(client, source), 'utf8');
    const imported = [...code.matchAll(/^import '(\.[^']*\/locales)';$/gm)].some(
      (match) => path.resolve(client, path.dirname(source), match[1]) === locales,
    );
    if (!imported) problems.push(`${source} says words of ${path.relative(client, locales)} but does not import it`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('The client catalogs are up to date, translated, and loaded by the files that use them.');
