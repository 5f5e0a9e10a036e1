import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The account pages' panel for a visitor logged in already.
addCatalogs(en, { es: () => import('./es.po') });
