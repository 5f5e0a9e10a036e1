import { addCatalogs } from '../../../features/i18n/catalogs';
import { messages as en } from './en.po';

// The content pages' chrome (breadcrumbs, links to the hub's pages): their bodies are the repository's Markdown.
addCatalogs(en, { es: () => import('./es.po') });
