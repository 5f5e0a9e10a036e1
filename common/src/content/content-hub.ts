/**
 * The site's content pages (spec "Static content pages"): hubs of guides and quizzes, each with its sub-pages. One
 * file per hub in this folder holds their heads (title, description, keywords); each page's body is a Markdown file
 * under `content/` at the repository's root, at the page's path (`/game-modes` -> content/game-modes/index.md,
 * `/game-modes/classic` -> content/game-modes/classic.md).
 */

/** One sub-page of a hub, at `${hub.path}/${slug}`. */
export interface ContentPageEntry {
  /** Lowercase words joined by hyphens. */
  slug: string;
  /** The page's heading and the start of its <title>. */
  title: string;
  /** One or two sentences, at most 160 characters: the search result's snippet and the social card's text. */
  description: string;
  keywords: readonly string[];
  /** A game that suits the page's reader, linked from the page as "Play": a path of a game that exists. */
  play?: string;
  /** A page of questions and answers: its body's `##` headings are questions, marked up as FAQPage for search. */
  faq?: boolean;
}

export interface ContentHub extends Omit<ContentPageEntry, 'slug'> {
  /** The hub's own path, `/game-modes`. */
  path: string;
  /**
   * False where the hub's path is an app page of its own (`/create-game` is the game builder, `/daily-challenge` the
   * challenge): the sub-pages are content, the hub's page is not, and no index.md is written.
   */
  index?: boolean;
  pages: readonly ContentPageEntry[];
}
