import { addCatalogs } from '../../../../features/i18n/catalogs';
import { messages as en } from './en.po';

// The roundup start page's words, with its chunk.
addCatalogs(en, { es: () => import('./es.po') });
