export { RadioGroup, type RadioGroupItemProps, type RadioGroupProps, RadioGroupItem } from './radio-group';
