/**
 * A development-only error in a full sentence (Radix's style). Bundlers replace
 * `process.env.NODE_ENV`, so the call disappears from production builds.
 */
export function devError(message: string): void {
  if (typeof process === 'undefined' || process.env.NODE_ENV !== 'production') {
    console.error(`[@aula/ui] ${message}`);
  }
}
