import { addCatalogs } from '../../../i18n/catalogs';
import { messages as en } from './en.po';
import { messages as es } from './es.po';

// The brand's sections' words, with their chunk.
addCatalogs({ en, es });
