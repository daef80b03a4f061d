import type { ComponentType } from 'react';

/** A story decorator: the story in a page's `<main>` (a landmark for axe), with `className`. */
export function inMain(className = 'max-w-md p-4') {
  return (Story: ComponentType) => (
    <main className={className}>
      <Story />
    </main>
  );
}
