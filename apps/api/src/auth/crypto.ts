import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether two secrets are equal, in a time that tells nothing of where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
