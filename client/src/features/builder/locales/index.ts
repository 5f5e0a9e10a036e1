import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The game builder's words, with its chunks (the builder's and the superbee pages import this folder).
addCatalogs(en, { es: () => import('./es.po') });
