import { addCatalogs } from '../../../features/i18n/catalogs';
import { messages as en } from './en.po';

// The words of the results pages (a session's and one home's), with their own chunks.
addCatalogs(en, { es: () => import('./es.po') });
