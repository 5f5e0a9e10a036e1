import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// The managers' words (a brand's profile and games, the guesses on a home), with the management pages' chunks.
addCatalogs(en, { es: () => import('./es.po') });
