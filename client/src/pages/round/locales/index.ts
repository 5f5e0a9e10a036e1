import { addCatalogs } from '../../../features/i18n/catalogs';
import { messages as en } from './en.po';

// The words of a round's pages (a home to guess, the host's pages, the manage page), with their own chunks.
addCatalogs(en, { es: () => import('./es.po') });
