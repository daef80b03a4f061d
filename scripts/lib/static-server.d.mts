export declare function serveStatic(
  dir: string,
): Promise<{ url: string; close: () => Promise<void> }>;
