/** How an account page shows a toast; the app passes its own (the ui Toaster, loaded lazily). */
export type AccountNotify = (
  kind: 'success' | 'error' | 'info',
  message: string,
  options?: { action?: { label: string; onClick: () => void }; id?: string },
) => void;
