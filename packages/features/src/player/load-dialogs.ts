/** The player's dialogs' chunk (player-dialogs.ts), fetched the first time one opens (ADR 029). */
export const loadDialogs = () => import('./player-dialogs');
