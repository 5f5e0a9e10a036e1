import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The host's words around his commentary (the commentary itself is the game's own text).
addCatalogs(en, { es: () => import('./es.po') });
