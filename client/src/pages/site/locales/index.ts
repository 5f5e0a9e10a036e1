import { addCatalogs } from '../../../features/i18n/catalogs';
import { messages as en } from './en.po';

addCatalogs(en, { es: () => import('./es.po') });
