import {
  type ApiAdapter,
  ApiProvider,
  type ApiRead,
  CertificateVerification,
  CourseEntry,
  catalogueRead,
  certificateVerificationRead,
  DefaultLayout,
  freeLecturesRead,
  legalInfoRead,
} from '@aula/features';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { guestFallback } from './app/first-answers';
import { shellHrefs } from './layouts/layouts';
import CataloguePage from './pages/catalogue-page';
import { CourseView } from './pages/course-page';
import HomePage, { GuestWelcome, HomeColumn } from './pages/home-page';
import PrivacyPage from './pages/legal/privacy-page';
import TermsPage from './pages/legal/terms-page';
import { COURSE_SLUG, pathTo } from './routes/paths';

/**
 * A guest's page as HTML, for the server that serves it to put in `#root` (ADR 029, sections 12
 * and 17): the web build bundles this module for Node (`vite.config.ts`, `guestPages`) and the
 * API's static handler calls it with the page's first reads, the answers it embeds in the page
 * anyway. The browser paints the page before any script has run; the app's first render, the same
 * components with the same answers, then replaces it in place (e2e/catalogue.spec.ts compares
 * the boxes). Only what is the same for every guest: no theme choice (it loads later anyway).
 */
export interface GuestPage {
  /** The markup for `#root`. */
  html: string;
  /**
   * Every read of the page was answered, so the HTML is the whole page the app would render: its
   * code may wait until the page has painted. Otherwise only the frame (header, welcome, footer).
   */
  complete: boolean;
  /**
   * The page has controls only the app runs (the player's buttons, its video's source): the
   * server starts its app once the page has painted, not at the first intent (ADR 048 is for
   * pages of links only), and applies its stylesheets before that paint (ADR 051).
   */
  startsAtOnce?: boolean;
}

/** Never called while rendering on the server (SWR does not fetch there): here for the types. */
const noRequests = new Proxy({} as ApiAdapter, {
  get: () => () => Promise.reject(new Error('guest-pages: no request while rendering')),
});

/** The page's frame: the app's default layout for a guest, as the app's route renders it. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <DefaultLayout user={null} hrefs={shellHrefs} userMenu={() => null}>
      {children}
    </DefaultLayout>
  );
}

type Params = Record<string, string>;
/** What the server knows of the request beyond the path: the public origin (APP_URL's). */
interface RenderContext {
  origin: string;
}

/** The guest pages this module renders, by the page's path (or pattern) in the server's hints. */
const pages: Record<
  string,
  {
    /** The page's reads at the path's parameters (`/:course`'s course); none: no page here. */
    reads: (params: Params) => readonly ApiRead[];
    page: (params: Params, context: RenderContext) => ReactNode;
    /** What is rendered when a read was not answered; `null`: nothing (the app renders it all). */
    frame: ((params: Params) => ReactNode) | null;
    /** `GuestPage.startsAtOnce`. */
    startsAtOnce?: boolean;
  }
> = {
  '/': {
    reads: () => [catalogueRead, freeLecturesRead],
    page: () => <HomePage />,
    frame: () => (
      <HomeColumn>
        <GuestWelcome />
      </HomeColumn>
    ),
  },
  // The header's "Cursos" (issue 37 §3): every product, as the home's catalogue.
  '/cursos': { reads: () => [catalogueRead], page: () => <CataloguePage />, frame: null },
  // A course's sales page as a guest meets it (issue 37 §3, ADR 046): the app's own `CourseEntry`
  // with the course's answer, so the markup is the one its first render makes. An unknown course
  // (no answer) is left to the app, which shows its 404 page.
  '/:course': {
    reads: ({ course = '' }) =>
      COURSE_SLUG.test(course) ? [['courseBySlug', { params: { slug: course } }]] : [],
    page: ({ course = '' }) => (
      <CourseEntry
        slug={course}
        isAdmin={false}
        email={null}
        boughtHref={pathTo('login', undefined, { redirect: pathTo('course', { course }) })}
        lectureHref={(free) => pathTo('course-aula-lecture', { course, lecture: free.position })}
      >
        {null}
      </CourseEntry>
    ),
    frame: null,
  },
  // A lecture's page as a guest meets it (ADR 051): the app's own course view with the course's
  // answer, so a free lecture's video and its poster paint before any script; a locked one shows
  // its call to enroll. Comments and the rest come with the app, as they do after a link.
  '/:course/aula/:lecture': {
    reads: ({ course = '', lecture = '' }) =>
      COURSE_SLUG.test(course) && /^[1-9]\d{0,5}$/.test(lecture)
        ? [['courseBySlug', { params: { slug: course } }]]
        : [],
    page: ({ course = '', lecture = '' }) => {
      const pathname = `/${course}/aula/${lecture}`;
      return (
        <CourseView
          course={course}
          lecture={lecture}
          pathname={pathname}
          here={pathname}
          user={null}
          onNavigate={() => {}}
        />
      );
    },
    frame: null,
    startsAtOnce: true,
  },
  // A certificate's public page (issue 38 §1): the verification the server answered; an unknown
  // code (no answer) is left to the app, which says so.
  '/certificados/:code': {
    reads: ({ code = '' }) => [certificateVerificationRead(code)],
    page: ({ code = '' }, { origin }) => (
      <CertificateVerification
        code={code}
        pageUrl={`${origin}${pathTo('certificados-code', { code })}`}
      />
    ),
    frame: null,
  },
  // The public notices (ADR 047): without the contact's answer, the same text with its placeholder.
  '/termos': {
    reads: () => [legalInfoRead],
    page: () => <TermsPage />,
    frame: () => <TermsPage />,
  },
  '/privacidade': {
    reads: () => [legalInfoRead],
    page: () => <PrivacyPage />,
    frame: () => <PrivacyPage />,
  },
};

/**
 * A guest's page at `path` (a key of the server's hints: `/`, `/:course`) with `answers`, the
 * page's first reads by address as the server embeds them, and the path's `params` for a pattern
 * (`{ course: 'react-do-zero' }`): the whole page when every read is there, the frame alone
 * otherwise; `null` for a page this module does not render.
 */
export function renderGuestPage(
  path: string,
  answers: Record<string, unknown>,
  params: Params = {},
  context: RenderContext = { origin: '' },
): GuestPage | null {
  const known = Object.hasOwn(pages, path) ? pages[path] : undefined;
  if (!known) return null;
  const reads = known.reads(params);
  if (reads.length === 0) return null;
  const { fallback, complete } = guestFallback(reads, answers);
  if (!complete && !known.frame) return null;
  const body = complete ? known.page(params, context) : known.frame?.(params);
  // The whole page in the markup the app hydrates (its text nodes delimited); a frame is replaced.
  const html = (complete ? renderToString : renderToStaticMarkup)(
    <SWRConfig value={{ fallback }}>
      <ApiProvider adapter={noRequests}>
        <Frame>{body}</Frame>
      </ApiProvider>
    </SWRConfig>,
  );
  return {
    // A page's own `<title>` (the player's) is the server's head (ADR 051): the app hoists it to
    // the head, where it is, and leaves none in the body.
    html: html.replace(/^<title>[^<]*<\/title>/, ''),
    complete,
    ...(known.startsAtOnce && complete ? { startsAtOnce: true } : {}),
  };
}
