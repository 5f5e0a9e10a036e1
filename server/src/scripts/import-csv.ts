import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../platform/config';
import { openDatabase, type Database } from '../db/database';
import { importSoldRecords } from '../modules/importer/csv-importer';
import { formatImportReport } from '../modules/importer/import-report';

/**
 * `npm run import -- FILE`: imports a King County sales CSV into the database `npm start` uses (DATABASE_URL, else
 * the embedded PostgreSQL). Exits 0 when the file was imported, even if some rows were skipped as invalid.
 */
export async function runImport(args: readonly string[]): Promise<number> {
  if (args.length !== 1) {
    console.error('usage: npm run import -- FILE.csv');
    return 1;
  }
  // npm runs the script in server/; a relative path means relative to where npm was started.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    console.error(`import failed: no such file: ${file}`);
    return 1;
  }

  let database: Database | undefined;
  let progressShown = false;
  try {
    database = await openDatabase(loadConfig(), (message) => console.log(message));
    const started = performance.now();
    const report = await importSoldRecords(database.dataSource, fs.createReadStream(file), {
      onProgress: (read) => {
        if (!process.stdout.isTTY) return;
        process.stdout.write(`\r${read.toLocaleString('en-US')} rows read`);
        progressShown = true;
      },
    });
    endProgressLine(progressShown);
    console.log(formatImportReport(report));
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    endProgressLine(progressShown);
    console.error(`import failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

function endProgressLine(shown: boolean): void {
  if (shown) process.stdout.write('\n');
}

if (require.main === module) {
  void runImport(process.argv.slice(2)).then((code) => process.exit(code));
}
