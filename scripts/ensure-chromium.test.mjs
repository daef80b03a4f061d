// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ensureChromium, ensureFfmpeg, isDebian } from './ensure-chromium.mjs';

/**
 * A machine without Chromium, for `ensureChromium`: its files, whether we are root, and what it
 * printed or ran.
 * @param {Record<string, string>} files
 * @param {{ root?: boolean; env?: NodeJS.ProcessEnv }} [options]
 */
function machine(files, { root = true, env = {} } = {}) {
  const printed = /** @type {string[]} */ ([]);
  const spawn = vi.fn((/** @type {string} */ _command, /** @type {string[]} */ _args) => ({
    status: 1,
  }));
  return {
    printed,
    spawn,
    system: {
      env,
      hasChromium: () => false,
      exists: (/** @type {string} */ path) => path in files,
      read: (/** @type {string} */ path) => {
        const text = files[path];
        if (text === undefined)
          throw new Error(`ENOENT: no such file or directory, open '${path}'`);
        return text;
      },
      isRoot: () => root,
      spawn,
      log: (/** @type {string} */ line) => printed.push(line),
      error: (/** @type {string} */ line) => printed.push(line),
    },
  };
}

const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';

describe('isDebian', () => {
  it('knows Debian and its derivatives, and anything else (macOS has no /etc/os-release)', () => {
    const read = (/** @type {Record<string, string>} */ files) => (/** @type {string} */ path) =>
      files[path] ?? '';
    expect(isDebian((path) => path === '/etc/debian_version', read({}))).toBe(true);
    expect(
      isDebian((path) => path === '/etc/os-release', read({ '/etc/os-release': UBUNTU })),
    ).toBe(true);
    expect(
      isDebian((path) => path === '/etc/os-release', read({ '/etc/os-release': FEDORA })),
    ).toBe(false);
    expect(
      isDebian(
        () => false,
        () => {
          throw new Error('ENOENT');
        },
      ),
    ).toBe(false);
  });
});

describe('ensureChromium without Chromium', () => {
  it('on macOS (no /etc/os-release) says in one line to install Chromium or Chrome and set CHROMIUM_PATH', () => {
    const mac = machine({});
    expect(ensureChromium(mac.system)).toBe(false);
    expect(mac.spawn).not.toHaveBeenCalled();
    expect(mac.printed).toHaveLength(1);
    const [line = ''] = mac.printed;
    expect(line).not.toContain('\n');
    expect(line).toMatch(/Chrom(e|ium)/);
    expect(line).toContain('CHROMIUM_PATH');
    expect(line).not.toContain('apt-get');
  });

  it('on another Linux says the same, without apt-get', () => {
    const fedora = machine({ '/etc/os-release': FEDORA });
    expect(ensureChromium(fedora.system)).toBe(false);
    expect(fedora.spawn).not.toHaveBeenCalled();
    expect(fedora.printed).toHaveLength(1);
    expect(fedora.printed[0]).not.toContain('apt-get');
  });

  it("on Debian as root installs Debian's chromium with apt-get", () => {
    const debian = machine({ '/etc/debian_version': '12.8' });
    expect(ensureChromium(debian.system)).toBe(false);
    expect(debian.spawn).toHaveBeenCalledWith('apt-get', ['update', '-qq'], expect.anything());
  });

  it('on Debian without root says how to install it, in one line', () => {
    const debian = machine({ '/etc/os-release': UBUNTU }, { root: false });
    expect(ensureChromium(debian.system)).toBe(false);
    expect(debian.spawn).not.toHaveBeenCalled();
    expect(debian.printed).toHaveLength(1);
    expect(debian.printed[0]).toContain('sudo apt-get install -y chromium');
  });

  it('with CHROMIUM_PATH set to a missing file, names it and installs nothing', () => {
    const wrong = machine({ '/etc/debian_version': '12.8' }, { env: { CHROMIUM_PATH: '/opt/x' } });
    expect(ensureChromium(wrong.system)).toBe(false);
    expect(wrong.spawn).not.toHaveBeenCalled();
    expect(wrong.printed).toEqual([expect.stringContaining('CHROMIUM_PATH=/opt/x')]);
  });
});

describe('ensureFfmpeg', () => {
  it('without ffmpeg and not root: one line saying what to do, an error only when required', () => {
    const start = machine({ '/etc/debian_version': '12' }, { root: false });
    expect(ensureFfmpeg({ required: false }, start.system)).toBe(false);
    expect(start.printed).toHaveLength(1);
    expect(start.printed[0]).toContain('uploaded videos wait in the queue');
    expect(start.printed[0]).toContain('sudo apt-get install -y ffmpeg');
    expect(start.spawn).not.toHaveBeenCalledWith('apt-get', expect.anything(), expect.anything());
  });

  it("on Debian as root installs Debian's ffmpeg, and is done once it runs", () => {
    const debian = machine({ '/etc/debian_version': '12' });
    let installed = false;
    debian.spawn.mockImplementation(
      (/** @type {string} */ command, /** @type {string[]} */ args) => {
        if (command === 'apt-get' && args[0] === 'install') installed = true;
        return { status: command === 'apt-get' || installed ? 0 : 1 };
      },
    );
    expect(ensureFfmpeg({ required: true }, debian.system)).toBe(true);
    expect(debian.spawn).toHaveBeenCalledWith(
      'apt-get',
      ['install', '-y', '-qq', 'ffmpeg'],
      expect.anything(),
    );
  });
});
