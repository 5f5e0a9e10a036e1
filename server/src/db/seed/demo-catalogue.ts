// The demo catalogue: real King County sales for the US, illustrative homes for the UK.

import type { NewListing } from '../../modules/importer/new-listing';
import { generateIllustrativeHomes } from './illustrative-homes';
import { loadKingCountyDemoSales } from './king-county-sales';

/** Every home the demo seed writes: the illustrative UK homes, then the chosen King County sales. */
export function buildDemoCatalogue(): NewListing[] {
  return [...generateIllustrativeHomes(), ...loadKingCountyDemoSales()];
}
