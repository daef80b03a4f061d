/**
 * What a page needs first, for the server to put in the page's HTML: the page's chunks
 * (`modulepreload`, found in the build: ADR 007) and its first reads, which the server answers in
 * the page (ADR 029). A key is a page's path or its pattern (`/:course`, whose reads take the
 * path's values). The reads are the ones the route's `reads` start (page-hints.test.ts checks that
 * they agree), so the app finds their answers in the page instead of asking. No imports: the Vite
 * config reads this file.
 */
export interface PageHintSource {
  /** The page's module: its chunk and everything that chunk imports are announced. */
  module: string;
  reads: readonly string[];
  /** The page loads the whole stylesheet (`withAllStyles`, ADR 029): it is announced too. */
  allStyles?: true;
  /**
   * Modules the page runs only on the viewer's intent (hls.js, when play is wanted: ADR 038): their
   * chunks are announced as `prefetch`, fetched at idle priority and not run, so the intent costs
   * their evaluation, not their download.
   */
  prefetch?: readonly string[];
}

export const PAGE_HINTS: Record<string, PageHintSource> = {
  '/': {
    module: 'src/pages/home-page.tsx',
    reads: ['api/products?include=courses', 'api/lectures/free'],
  },
  '/cursos': {
    module: 'src/pages/catalogue-page.tsx',
    reads: ['api/products?include=courses'],
  },
  // The public notices (ADR 047): their one read is the privacy contact.
  '/termos': {
    module: 'src/pages/legal/terms-page.tsx',
    reads: ['api/legal'],
    allStyles: true,
  },
  '/privacidade': {
    module: 'src/pages/legal/privacy-page.tsx',
    reads: ['api/legal'],
    allStyles: true,
  },
  // A certificate's public page (issue 38 §1): its verification, answered in the page.
  '/certificados/:code': {
    module: 'src/pages/certificates/verification-page.tsx',
    reads: ['api/certificates/:code'],
    allStyles: true,
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
    prefetch: ['features/src/player/hls-player.ts'],
  },
};

/**
 * What every page reads first, announced under the key `*`. Empty: the session's `api/me` answer,
 * which every page needs, comes embedded in the page's HTML by the server (issue 21).
 */
export const EVERY_PAGE_READS: readonly string[] = [];
