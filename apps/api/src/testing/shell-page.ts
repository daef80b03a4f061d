/** The built app's `index.html` as the page-head tests serve it: a description, a title, the entry. */
export const SHELL_INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="Aula: cursos.">' +
  '<title>Aula</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
