/** SWR keys of the session feature. */
export const sessionKeys = {
  me: () => ['session', 'me'] as const,
};
