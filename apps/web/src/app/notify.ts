/**
 * Toasts through the ui Toaster, whose code (sonner) is fetched on the first toast or once the
 * page is idle, never on the first paint. Calls made before it arrives are shown when it does.
 */
type ToastModule = typeof import('@aula/ui/toaster');
type Kind = 'success' | 'error' | 'warning' | 'info';
export interface NotifyOptions {
  action?: { label: string; onClick: () => void };
  duration?: number;
  id?: string;
}

let loading: Promise<ToastModule> | null = null;
export function loadToaster(): Promise<ToastModule> {
  loading ??= import('@aula/ui/toaster');
  return loading;
}

export function notify(kind: Kind, message: string, options: NotifyOptions = {}) {
  void loadToaster().then(({ toast }) => {
    toast[kind](message, options);
  });
}
