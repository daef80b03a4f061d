/**
 * Toasts through the ui Toaster, whose code (sonner) is fetched on the first toast or once the
 * page has been idle, never during the first paint. Calls made before the Toaster is on the page
 * are shown as soon as it is.
 */
import { withAllStyles } from './all-styles';

type ToastModule = typeof import('@aula/ui/toaster');
type Kind = 'success' | 'error' | 'warning' | 'info';
export interface NotifyOptions {
  action?: { label: string; onClick: () => void };
  duration?: number;
  id?: string;
}

let loading: Promise<ToastModule> | null = null;
export function loadToaster(): Promise<ToastModule> {
  loading ??= withAllStyles(() => import('@aula/ui/toaster'))();
  return loading;
}

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the lazy Toaster once it is on the page. */
export const toasterMounted = () => markMounted();

const requests = new Set<() => void>();
let requested = false;
/** Calls `listener` when the first toast asks for the Toaster (at once if one already has). */
export function onToasterRequested(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => {};
  }
  requests.add(listener);
  return () => requests.delete(listener);
}

export function notify(kind: Kind, message: string, options: NotifyOptions = {}) {
  if (!requested) {
    requested = true;
    for (const listener of requests) listener();
    requests.clear();
  }
  void Promise.all([loadToaster(), mounted]).then(([{ toast }]) => {
    toast[kind](message, options);
  });
}
