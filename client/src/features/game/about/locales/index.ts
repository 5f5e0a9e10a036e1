import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';

// What a game's start page says about it (facts, format, scoring), apart from the start form's words.
addCatalogs(en, { es: () => import('./es.po') });
