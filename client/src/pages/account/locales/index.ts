import { addCatalogs } from '../../../features/i18n/catalogs';
import { messages as en } from './en.po';

// The log-in and create-account pages' words.
addCatalogs(en, { es: () => import('./es.po') });
