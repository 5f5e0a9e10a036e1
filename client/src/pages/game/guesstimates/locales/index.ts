import { addCatalogs } from '../../../../features/i18n/catalogs';
import { messages as en } from './en.po';

// The words of everyone's guesses on a home, with its chunk.
addCatalogs(en, { es: () => import('./es.po') });
