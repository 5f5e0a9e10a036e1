import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// The round's words (the guess box, the facts, the result), kept apart from play's picture words, which card lists on
// the start pages load too.
addCatalogs(en, { es: () => import('./es.po') });
