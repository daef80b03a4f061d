export { Textarea, type TextareaProps } from './textarea';
