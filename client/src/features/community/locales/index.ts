import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The community games' threads, comments and reasons.
addCatalogs(en, { es: () => import('./es.po') });
