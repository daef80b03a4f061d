export {
  getProgressPercent,
  Progress,
  type ProgressColor,
  type ProgressProps,
  type ProgressSize,
} from './progress';
