import { load, type CheerioAPI } from 'cheerio';

/**
 * Parses a page with htmlparser2 (through cheerio), not parse5: it reads a 1.5 MB portal page several times faster,
 * and the importer runs on the server's event loop. Scripts stay unexecuted text, titles' contents stay text.
 */
export function loadHtml(html: string, isDocument = true): CheerioAPI {
  return load(html, { xml: { xmlMode: false, decodeEntities: true } }, isDocument);
}

// Elements whose content is never text a reader sees: dropped with their content, never kept as markup.
const HIDDEN_ELEMENTS = 'script, style, noscript, template, iframe, object, embed, svg, math';
const BLOCK_ELEMENTS = 'p, div, li, ul, ol, h1, h2, h3, h4, h5, h6, tr, table, section, article, blockquote, pre';

/**
 * What a reader sees of an HTML fragment, as one line: tags dropped, entities decoded, `<script>` and `<style>`
 * contents removed, whitespace collapsed. "Nice &amp; <b>big</b><script>x()</script>" -> "Nice & big".
 */
export function plainText(html: string): string {
  return plainTextBlock(html).replace(/\s+/g, ' ').trim();
}

/** As plainText, but keeping line breaks (`<br>`, paragraphs, newlines) as "\n" and blank lines between paragraphs. */
export function plainTextBlock(html: string): string {
  const text = /[<&]/.test(html) ? textOfFragment(html) : html;
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function textOfFragment(html: string): string {
  const $ = loadHtml(html, false);
  $(HIDDEN_ELEMENTS).remove();
  $('br').replaceWith('\n');
  $(BLOCK_ELEMENTS).before('\n\n').after('\n\n');
  return $.root().text();
}
