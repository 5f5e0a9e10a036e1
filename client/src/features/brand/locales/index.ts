import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The words every brand page shows (the skip link, the brand mark, the contact card).
addCatalogs(en, { es: () => import('./es.po') });
