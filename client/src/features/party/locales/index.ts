import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The party rooms' words, with their chunk (only the party pages import this folder).
addCatalogs(en, { es: () => import('./es.po') });
