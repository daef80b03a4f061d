import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_CHROMIUM_PATH, hasChromium } from './lib/paths.mjs';

/**
 * Debian or a derivative (Ubuntu...): `/etc/debian_version`, or `debian` in `/etc/os-release`.
 * Anything else, macOS included (it has neither file), is not.
 * @param {(path: string) => boolean} [exists]
 * @param {(path: string) => string} [read]
 */
export function isDebian(exists = existsSync, read = (path) => readFileSync(path, 'utf8')) {
  if (exists('/etc/debian_version')) return true;
  try {
    return exists('/etc/os-release') && /debian/i.test(read('/etc/os-release'));
  } catch {
    return false;
  }
}

/**
 * What `ensureChromium` uses of the machine; tests pass their own.
 * @typedef {object} Machine
 * @property {NodeJS.ProcessEnv} env
 * @property {() => boolean} hasChromium
 * @property {(path: string) => boolean} exists
 * @property {(path: string) => string} read
 * @property {() => boolean} isRoot
 * @property {(command: string, args: string[], options: import('node:child_process').SpawnSyncOptions) => { status: number | null }} spawn
 * @property {(line: string) => void} log
 * @property {(line: string) => void} error
 */

/** @type {Machine} */
const thisMachine = {
  env: process.env,
  hasChromium,
  exists: existsSync,
  read: (path) => readFileSync(path, 'utf8'),
  isRoot: () => process.getuid?.() === 0,
  spawn: (command, args, options) => spawnSync(command, args, options),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

/**
 * Installs a Debian package as root on Debian (`apt-get update` then `install`); answers whether
 * `present()` holds afterwards. Anywhere else it does nothing and answers false.
 * @param {Machine} machine
 * @param {string} name
 * @param {() => boolean} present
 */
export function installDebianPackage(machine, name, present) {
  if (!isDebian(machine.exists, machine.read) || !machine.isRoot()) return false;
  machine.log(`${name} not found: installing Debian's ${name} with apt-get…`);
  const env = { ...machine.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = machine.spawn('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    machine.spawn('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
  return Boolean(install && install.status === 0 && present());
}

/**
 * The video pipeline's ffmpeg and ffprobe (issue 35): installed from Debian as root where they
 * can be, as Chromium is; otherwise one line says what to do. `required` (npm test) makes a
 * missing ffmpeg an error; `npm start` runs without it (uploads wait in the queue).
 * @param {{ required: boolean }} options
 * @param {Machine} [machine]
 */
export function ensureFfmpeg({ required }, machine = thisMachine) {
  const present = () =>
    ['ffmpeg', 'ffprobe'].every((tool) => {
      const path = machine.env[tool === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH'] ?? tool;
      return machine.spawn(path, ['-version'], { stdio: 'ignore' }).status === 0;
    });
  if (present() || installDebianPackage(machine, 'ffmpeg', present)) return true;
  const line = `ffmpeg not found: ${required ? 'the video tests need it' : 'uploaded videos wait in the queue until it is installed; everything else works'} (Debian/Ubuntu: sudo apt-get install -y ffmpeg; macOS: brew install ffmpeg; or set FFMPEG_PATH and FFPROBE_PATH).`;
  (required ? machine.error : machine.log)(line);
  return false;
}

/**
 * Every browser test uses the machine's Chromium; nothing downloads its own. When it is missing,
 * install Debian's as root on Debian; otherwise stop with one line saying what to do.
 * @param {Machine} [machine]
 * @returns {boolean} whether Chromium is there now
 */
export function ensureChromium(machine = thisMachine) {
  if (machine.hasChromium()) return true;
  const chosen = machine.env.CHROMIUM_PATH;
  if (chosen) {
    machine.error(
      `Chromium not found at CHROMIUM_PATH=${chosen}: point CHROMIUM_PATH at a Chromium or Google Chrome binary.`,
    );
    return false;
  }
  const debian = isDebian(machine.exists, machine.read);
  if (installDebianPackage(machine, 'chromium', machine.hasChromium)) return true;
  machine.error(
    debian
      ? `Chromium not found at ${DEFAULT_CHROMIUM_PATH}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`
      : `Chromium not found at ${DEFAULT_CHROMIUM_PATH}: install Chromium or Google Chrome and set CHROMIUM_PATH to its binary (macOS: CHROMIUM_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome").`,
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
