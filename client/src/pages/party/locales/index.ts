import { addCatalogs } from '../../../features/i18n/catalogs';
import { messages as en } from './en.po';

// The party pages' words, with their chunk.
addCatalogs(en, { es: () => import('./es.po') });
