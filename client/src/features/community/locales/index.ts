import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The community's thread list (a thread's own page has its words in thread/).
addCatalogs(en, { es: () => import('./es.po') });
