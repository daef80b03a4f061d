import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromiumPath, hasChromium } from './lib/paths.mjs';

/**
 * Every browser test uses Debian's Chromium; nothing downloads its own. When it is missing,
 * install it as root on Debian, otherwise stop with a one-line instruction.
 */
export function ensureChromium() {
  if (hasChromium()) return true;
  const debian =
    existsSync('/etc/debian_version') || /debian/i.test(readFileSync('/etc/os-release', 'utf8'));
  const isRoot = process.getuid?.() === 0;
  if (!process.env.CHROMIUM_PATH && debian && isRoot) {
    console.log("Chromium not found: installing Debian's chromium with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && hasChromium()) return true;
  }
  console.error(
    `Chromium not found at ${chromiumPath()}: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
