// The dark theme changes colours only: the `.dark` class swaps the CSS variables, and no markup
// depends on it (no `dark:hidden`, no theme read in a component's render). So a page checked by
// axe in the light theme is checked again in the dark one with the rules that read colours
// alone; the others would find on the same markup what the light pass found (ADR 028).

/** axe's rules whose result depends on colours. */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'];
