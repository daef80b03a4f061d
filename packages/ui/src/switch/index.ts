export { Switch, type SwitchProps, type SwitchSize } from './switch';
