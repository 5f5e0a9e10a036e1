import { addCatalogs } from '../../i18n/catalogs';
import { messages as en } from './en.po';

// A game's leaderboard: its periods and table.
addCatalogs(en, { es: () => import('./es.po') });
