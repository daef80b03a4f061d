import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Fonts pinned: Roboto (Apache-2.0, the roboto-fontface devDependency) for every element, inlined
 * as data: URLs (msw's service worker would hide a routed request from Playwright), so the shots do
 * not depend on the machine's system fonts.
 */
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('roboto-fontface/package.json')),
  'fonts/roboto',
);
const FONT_FILES: Record<string, { weight: number; style: 'normal' | 'italic' }> = {
  'Roboto-Regular.woff2': { weight: 400, style: 'normal' },
  'Roboto-RegularItalic.woff2': { weight: 400, style: 'italic' },
  'Roboto-Medium.woff2': { weight: 500, style: 'normal' },
  'Roboto-Bold.woff2': { weight: 700, style: 'normal' },
};
export const FONT_CSS = [
  ...Object.entries(FONT_FILES).map(([file, { weight, style }]) => {
    const data = readFileSync(join(fontDir, file)).toString('base64');
    return `@font-face{font-family:"Aula Visual";src:url(data:font/woff2;base64,${data}) format("woff2");font-weight:${weight};font-style:${style};font-display:block}`;
  }),
  '*,*::before,*::after{font-family:"Aula Visual"!important}',
].join('\n');
