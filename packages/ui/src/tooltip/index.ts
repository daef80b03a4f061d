export { Tooltip, type TooltipProps, TooltipProvider } from './tooltip';
