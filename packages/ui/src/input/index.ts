export { Input, type InputProps, type InputSize } from './input';
