import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The play folder's words (the round: pictures, facts, the guess form), with its chunk.
addCatalogs(en, { es: () => import('./es.po') });
