import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// The brand's layouts' words, with their chunk.
addCatalogs(en, { es: () => import('./es.po') });
