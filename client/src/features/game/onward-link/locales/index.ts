import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// The words of the way on from a session (the next home, the results), with the pages that link it: not the start
// pages, which only go there.
addCatalogs(en, { es: () => import('./es.po') });
