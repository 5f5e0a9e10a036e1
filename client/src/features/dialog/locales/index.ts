import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// Every dialog's frame.
addCatalogs(en, { es: () => import('./es.po') });
