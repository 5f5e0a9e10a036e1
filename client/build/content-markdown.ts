import { Marked, type Token, type Tokens } from 'marked';

/** A question of a Q&A page and its answer as plain text, for FAQPage structured data. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** A content page's body: HTML compiled at build time, and its questions (a `##` heading ending in "?"). */
export interface ContentBody {
  html: string;
  faq: FaqEntry[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// HTML written in a body is shown as text, never run: bodies are Markdown only (a test also refuses any).
const marked = new Marked({
  gfm: true,
  renderer: { html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text) },
});

export function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'list') return (token as Tokens.List).items.map((item) => plainText(item.tokens)).join(' ');
      if (token.type === 'table') {
        const { header, rows } = token as Tokens.Table;
        return [header, ...rows]
          .flat()
          .map((cell) => plainText(cell.tokens))
          .join(' ');
      }
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      return 'text' in token ? token.text : '';
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A `##` heading ending in "?" opens a question; what follows it, up to the next `##`, is its answer. */
function questionsOf(tokens: readonly Token[]): FaqEntry[] {
  const faq: FaqEntry[] = [];
  let current: { question: string; answer: Token[] } | null = null;
  const close = () => {
    if (current) faq.push({ question: current.question, answer: plainText(current.answer) });
  };
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      close();
      const text = plainText((token as Tokens.Heading).tokens);
      current = text.endsWith('?') ? { question: text, answer: [] } : null;
    } else current?.answer.push(token);
  }
  close();
  return faq.filter((entry) => entry.answer.length > 0);
}

export function compileContentBody(markdown: string): ContentBody {
  const tokens = marked.lexer(markdown);
  return { html: marked.parser(tokens), faq: questionsOf(tokens) };
}
