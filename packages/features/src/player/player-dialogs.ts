// The player's dialogs (Radix Dialog, its focus scope and scroll lock: about 10 kB gz), in their
// own chunk: each is fetched the first time it opens (`whenOpen`, ADR 029).
export { ConfirmDialog } from '@aula/ui';
export { CourseDrawer } from './course-drawer';
export { ShortcutSheet } from './shortcut-sheet';
