import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// The score tables, loaded when first asked for: apart from the start page's first screen.
addCatalogs(en, { es: () => import('./es.po') });
