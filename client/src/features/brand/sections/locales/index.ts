import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// The brand's sections' words, with their chunk.
addCatalogs(en, { es: () => import('./es.po') });
