import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// Everyone's guesses on a home: the table and its not-found panel.
addCatalogs(en, { es: () => import('./es.po') });
