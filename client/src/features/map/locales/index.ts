import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The maps' words (their text alternatives, the list of homes), with the chunk that draws them.
addCatalogs(en, { es: () => import('./es.po') });
