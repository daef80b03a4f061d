export {
  TOAST_DEFAULTS,
  TOAST_POSITIONS,
  type ToastPosition,
  Toaster,
  type ToasterProps,
  toast,
} from './toaster';
