import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
/** @param {string} name */
export const bin = (name) => `${root}node_modules/.bin/${name}`;
/** Debian's Chromium, where every browser test looks unless CHROMIUM_PATH says otherwise. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
export const hasChromium = () => existsSync(chromiumPath());
