import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// A challenge page's words (its play box, countdown and board), with its chunk.
addCatalogs(en, { es: () => import('./es.po') });
