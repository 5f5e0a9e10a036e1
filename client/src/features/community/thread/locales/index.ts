import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// A community thread's page: its comments, the reason box and the way to join.
addCatalogs(en, { es: () => import('./es.po') });
