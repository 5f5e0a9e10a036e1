import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// The words of the way on from a session (the next home, the results), with the pages that link it.
addCatalogs(en, { es: () => import('./es.po') });
