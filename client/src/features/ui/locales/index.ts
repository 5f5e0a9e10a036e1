import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The shared display helpers' words (differences, errors), with the chunk that uses them.
addCatalogs(en, { es: () => import('./es.po') });
