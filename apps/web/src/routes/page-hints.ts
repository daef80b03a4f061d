/**
 * What a page needs first, for the server to announce in the page's HTML (ADR 007): the page's
 * own chunks (`modulepreload`, found in the build) and its first reads, which the server answers
 * in the page (ADR 029). A key is a page's path or its pattern (`/:course`). The
 * reads are the ones the route's `preload` starts (page-hints.test.ts checks that they agree), so
 * the app's request takes the browser's answer over instead of sending another. No imports: the
 * Vite config reads this file.
 */
export interface PageHintSource {
  /** The page's module: its chunk and everything that chunk imports are announced. */
  module: string;
  reads: readonly string[];
  /** The page loads the whole stylesheet (`withAllStyles`, ADR 029): it is announced too. */
  allStyles?: true;
}

export const PAGE_HINTS: Record<string, PageHintSource> = {
  '/': {
    module: 'src/pages/home-page.tsx',
    reads: ['api/products?include=courses', 'api/lectures/free'],
  },
  // A page of a pattern: the server fills the reads' `:name` from the path (ADR 029).
  '/:course': {
    module: 'src/pages/course-page.tsx',
    reads: ['api/course-by-slug/:course'],
    allStyles: true,
  },
  '/:course/aula/:lecture': {
    module: 'src/pages/course-page.tsx',
    reads: ['api/course-by-slug/:course'],
    allStyles: true,
  },
};

/**
 * What every page reads first, announced under the key `*`. Empty: the session's `api/me` answer,
 * which every page needs, comes embedded in the page's HTML by the server (issue 21).
 */
export const EVERY_PAGE_READS: readonly string[] = [];
