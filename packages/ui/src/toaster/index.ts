export {
  TOAST_DEFAULTS,
  TOAST_POSITIONS,
  Toaster,
  type ToasterProps,
  type ToastPosition,
  toast,
} from './toaster';
