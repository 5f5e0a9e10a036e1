import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// The list of the visitor's games, loaded only for a returning visitor: apart from the start page's first screen.
addCatalogs(en, { es: () => import('./es.po') });
