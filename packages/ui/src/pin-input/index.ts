export { PinInput, type PinInputProps } from './pin-input';
