export {
  BUTTON_COLORS,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonColor,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonVariants,
} from './button';
