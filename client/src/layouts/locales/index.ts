import { addCatalogs } from '../../features/i18n/catalogs';
import { messages as en } from './en.po';

// The game bar and the route errors: on every page.
addCatalogs(en, { es: () => import('./es.po') });
