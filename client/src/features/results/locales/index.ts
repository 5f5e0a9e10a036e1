import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The results' words (the summary, the share card and page, the charts), with the results pages' chunks.
addCatalogs(en, { es: () => import('./es.po') });
