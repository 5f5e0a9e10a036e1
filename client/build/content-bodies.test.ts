import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGES, contentBodyFile } from '@ballpark/common/content/index';
import { compileContentBody } from './content-markdown';

// Jest runs from the repository's root.
const CONTENT_DIR = path.resolve('content');
const pages = [...CONTENT_PAGES.values()];
const bodyFile = (page: (typeof pages)[number]) => path.join(CONTENT_DIR, contentBodyFile(page));
// A page without its file reads as empty here: the first test names it.
const bodies = new Map(
  pages.map((page) => [page.path, fs.existsSync(bodyFile(page)) ? fs.readFileSync(bodyFile(page), 'utf8') : '']),
);

/** The words a reader reads: link targets, Markdown marks and table rules are not words. */
function words(markdown: string): string[] {
  return (
    markdown
      .replace(/\]\([^)]*\)/g, ']')
      .toLowerCase()
      .match(/[\p{L}\p{N}£$€%'’.,]+/gu) ?? []
  );
}

/** The set of five-word runs of a text: two texts sharing many of them share whole passages. */
function shingles(text: string): Set<string> {
  const list = words(text).map((word) => word.replace(/[.,]+$/, ''));
  const runs = new Set<string>();
  for (let i = 0; i + 5 <= list.length; i++) runs.add(list.slice(i, i + 5).join(' '));
  return runs;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const run of a) if (b.has(run)) shared++;
  return shared / (a.size + b.size - shared);
}

describe('the content bodies', () => {
  it('are one file per content page, and no file is without its page', () => {
    const files = fs
      .readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(files).toEqual(pages.map(contentBodyFile).sort());
  });

  it('have at least 250 words each', () => {
    const short = pages
      .map((page) => ({ path: page.path, words: words(bodies.get(page.path)!).length }))
      .filter((body) => body.words < 250);
    expect(short).toEqual([]);
  });

  it('are no two alike (shared five-word runs)', () => {
    const runs = pages.map((page) => ({ path: page.path, runs: shingles(bodies.get(page.path)!) }));
    const alike: string[] = [];
    for (let i = 0; i < runs.length; i++)
      for (let j = i + 1; j < runs.length; j++) {
        const similarity = jaccard(runs[i].runs, runs[j].runs);
        if (similarity >= 0.2) alike.push(`${runs[i].path} ~ ${runs[j].path}: ${similarity.toFixed(2)}`);
      }
    expect(alike).toEqual([]);
  });

  it('are Markdown without HTML or a heading of their own (the page shows the title), linking only within the site', () => {
    for (const page of pages) {
      const markdown = bodies.get(page.path)!;
      const problems = [
        /^# /m.test(markdown) && 'an H1',
        /<\/?[a-z][^>]*>/i.test(markdown.replace(/`[^`]*`/g, '')) && 'HTML',
        /\]\((?!\/)[^)]*\)/.test(markdown) && 'a link off the site',
        /https?:\/\//.test(markdown) && 'an address',
      ].filter(Boolean);
      expect({ path: page.path, problems }).toEqual({ path: page.path, problems: [] });
    }
  });

  it('give a page of questions its questions and answers, for FAQPage', () => {
    for (const page of pages.filter((page) => page.faq)) {
      const { faq } = compileContentBody(bodies.get(page.path)!);
      expect({ path: page.path, enough: faq.length >= 3 }).toEqual({ path: page.path, enough: true });
      for (const entry of faq) expect(entry.answer.length).toBeGreaterThan(20);
    }
  });
});

describe('compileContentBody', () => {
  it('escapes HTML written in a body instead of passing it on', () => {
    const { html } = compileContentBody(
      'A <script>alert(1)</script> and <b>bold</b>.\n\n<div onclick="x()">block</div>',
    );
    expect(html).not.toMatch(/<script|<b>|<div/);
    expect(html).toContain('&#60;script&#62;');
  });

  it('reads a question heading and the text up to the next as one question and its answer', () => {
    const { faq } = compileContentBody(
      'Intro.\n\n## How are points scored?\n\nBy **bands** of the difference.\n\n- one\n- two\n\n## Scoring notes\n\nNot a question.\n\n## Is it free?\n\nYes.',
    );
    expect(faq).toEqual([
      { question: 'How are points scored?', answer: 'By bands of the difference. one two' },
      { question: 'Is it free?', answer: 'Yes.' },
    ]);
  });
});
