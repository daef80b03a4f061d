export { TOAST_DEFAULTS, Toaster, type ToasterProps, toast } from './toaster';
