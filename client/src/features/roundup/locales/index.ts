import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// One home's result of a roundup, and its share card.
addCatalogs(en, { es: () => import('./es.po') });
