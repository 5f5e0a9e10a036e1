import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// A closed game's start page (its final standings), apart from the start form's words: an open game's page lacks it.
addCatalogs(en, { es: () => import('./es.po') });
