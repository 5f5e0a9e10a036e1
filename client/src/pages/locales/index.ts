import { addCatalogs } from '../../features/i18n/catalogs';
import { messages as en } from './en.po';

// The words of the pages directly in pages/ (each page is a chunk of its own; pages in a sub-folder keep their own).
addCatalogs(en, { es: () => import('./es.po') });
