import { type Course, lecturePageTitle, SITE_NAME } from '@aula/contract';
import { dataBlockJson } from './static';

/** The longest description a page's head carries (search results cut around 160 characters). */
const DESCRIPTION_MAX = 200;

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** One line of at most `DESCRIPTION_MAX` characters, cut on a word with an ellipsis. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The amount of a price text that is a plain price in reais ("R$ 497,00", "R$ 1.997", "R$497,90"),
 * as schema.org's `price` wants it ("497.00"); `null` for any other text ("12x de R$ 49,70",
 * "Grátis", "a partir de R$ 97"), which is the seller's sentence, not one amount (ADR 046).
 */
export function plainPrice(text: string | null | undefined): string | null {
  const match = /^R\$\s?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/\./g, '');
  return `${String(Number(whole))}.${match[2] ?? '00'}`;
}

export interface CourseHeadOptions {
  /** The page's own absolute address (`https://escola.com.br/react-do-zero`). */
  pageUrl: string;
  /** The public address relative links are read against (APP_URL). */
  base: string;
}

/** An absolute https or http address for `href`, or `null` (a `javascript:` or bad one). */
function absolute(href: string | null | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The schema.org `Course` of a course's sales page (ADR 046): its name, description, provider (the
 * site) and, when the product has an offer, an `Offer` with the checkout's address and, for a
 * plain "R$ 497,00", its price in BRL.
 */
export function courseJsonLd(course: Course, { pageUrl, base }: CourseHeadOptions) {
  const offerUrl = absolute(course.offer?.offer_url, base);
  const price = plainPrice(course.offer?.price_text);
  const image = absolute(course.cover_url, base);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: shortDescription(course.description ?? course.title),
    url: pageUrl,
    ...(image ? { image } : {}),
    provider: { '@type': 'Organization', name: SITE_NAME, url: new URL('/', base).toString() },
    ...(offerUrl
      ? {
          offers: {
            '@type': 'Offer',
            url: offerUrl,
            category: 'Paid',
            ...(price ? { price, priceCurrency: 'BRL' } : {}),
          },
        }
      : {}),
  };
}

/**
 * What a course's page carries in its head (issue 37 §3, ADR 046): its `<title>` and description,
 * Open Graph for shared links, and its schema.org `Course` as JSON-LD. Every value is the course's
 * text escaped for HTML; the JSON-LD escapes `<`, `>` and `&` so no value can close its element.
 */
export function courseHead(course: Course, options: CourseHeadOptions): string {
  const title = `${course.title} — ${SITE_NAME}`;
  const description = shortDescription(course.description ?? course.title);
  const image = absolute(course.cover_url, options.base);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(options.pageUrl)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', course.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', options.pageUrl),
    ...(image ? [meta('property', 'og:image', image)] : []),
    `<script type="application/ld+json">${dataBlockJson(courseJsonLd(course, options))}</script>`,
  ].join('');
}

/** A path on this site (`/media/…`), not one that leaves it (`//host`, `/\host`). */
const sitePath = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * A lecture page's head (ADR 051): its title, as the player names the tab ("{aula} — {curso} —
 * Aula", or "Aula não encontrada"), and its poster preloaded with a high priority. The poster is
 * the page's largest paint on a phone, and without this the browser finds it only once the page's
 * markup is read. Only for a lecture this viewer's player shows with its video (not locked,
 * released, with a source) and a poster on this site, as the course's answer signed it.
 */
export function lectureHead(course: Course, position: number, now = new Date()): string {
  const lecture = course.sections
    .flatMap((section) => section.lectures)
    .find((candidate) => candidate.position === position);
  const title = `<title>${escapeHtml(lecturePageTitle(lecture?.title, course.title))}</title>`;
  if (!lecture || lecture.is_locked || !lecture.video_url || !lecture.poster_url) return title;
  if (lecture.scheduled_for && new Date(lecture.scheduled_for) > now) return title;
  if (!sitePath(lecture.poster_url)) return title;
  return `${title}<link rel="preload" as="image" href="${escapeHtml(lecture.poster_url)}" fetchpriority="high">`;
}
