/** The browser tab's name for a page: "Entrar — Aula" (pt-BR; the site's name last). */
export const pageTitle = (name: string) => `${name} — Aula`;

/**
 * The page's title, as React 19's `<title>` (hoisted into the head while the page is shown, and
 * gone with it, so no page's title outlives it).
 */
export function PageTitle({ name }: { name: string }) {
  return <title>{pageTitle(name)}</title>;
}

/** The 404 page's name in the tab. */
export const NOT_FOUND_TITLE = 'Página não encontrada';
