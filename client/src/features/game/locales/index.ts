import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The features/game folder's words, with its chunk.
addCatalogs(en, { es: () => import('./es.po') });
