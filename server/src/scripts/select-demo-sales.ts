import fs from 'node:fs';
import path from 'node:path';
import {
  DEMO_SALES_COUNT,
  kingCountyCsvPath,
  readKingCountySales,
  selectDemoSales,
} from '../db/seed/king-county-sales';

/**
 * `npm run select-demo-sales -w server`: chooses the demo's King County sales from the records and writes their
 * references to server/src/db/seed/king-county-demo-sales.json, which the seed reads. Run it after changing the
 * selection; demo-catalogue.test.ts fails while the file and the selection disagree.
 */
const records = kingCountyCsvPath();
const refs = selectDemoSales(readKingCountySales(records), DEMO_SALES_COUNT).map((sale) => sale.sourceRef);
// The records are in the repository's data/; the list goes next to the seed's sources.
const file = path.resolve(path.dirname(records), '../server/src/db/seed/king-county-demo-sales.json');
fs.writeFileSync(file, `${JSON.stringify(refs, null, 2)}\n`);
console.log(`wrote ${refs.length} sales to ${file}`);
