import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// A roundup's homes and one home's result.
addCatalogs(en, { es: () => import('./es.po') });
