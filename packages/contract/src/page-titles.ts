/** The site's name, as index.html's `<title>` has it. */
export const SITE_NAME = 'Aula';

/**
 * A lecture page's tab title, "{aula} — {curso} — Aula": the player names the tab with it, and
 * the API's head for the same page (ADR 051) says the same before the app runs.
 */
export const lecturePageTitle = (lectureTitle: string | null | undefined, courseTitle: string) =>
  `${lectureTitle ?? 'Aula não encontrada'} — ${courseTitle} — ${SITE_NAME}`;
