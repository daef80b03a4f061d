export * from './avatar';
export * from './button';
export * from './input';
export { cn } from './lib/cn';
export * from './spinner';
export * from './toaster';
