import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// A roundup's home card, on the roundup's start page: apart from the result pages' words.
addCatalogs(en, { es: () => import('./es.po') });
