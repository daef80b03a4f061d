/** SWR keys of the session feature. */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => ['session', 'me'] as const,
};
