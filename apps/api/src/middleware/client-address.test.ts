import { describe, expect, it } from 'vitest';
import { forwarded } from './client-address';

describe('behind TRUST_PROXY (S35)', () => {
  it('reads the address the trusted proxy saw: N hops from the right of X-Forwarded-For', () => {
    expect(forwarded('6.6.6.6, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(forwarded('6.6.6.6, 203.0.113.5, 10.0.0.2', 2)).toBe('203.0.113.5');
    expect(forwarded('203.0.113.5', 3)).toBe('203.0.113.5');
    expect(forwarded('203.0.113.5', 0)).toBeUndefined();
    expect(forwarded(undefined, 1)).toBeUndefined();
  });
});
