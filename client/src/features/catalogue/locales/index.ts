import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The site's list of games and the variants' words (names, landings), with the chunk that uses them.
addCatalogs(en, { es: () => import('./es.po') });
