// ui's ConfirmDialog (Radix AlertDialog, its focus scope and scroll lock: about 13 kB gz) in a
// chunk of its own, for pages that show it only on a click (`LaterConfirmDialog`).
export { ConfirmDialog } from '@aula/ui';
