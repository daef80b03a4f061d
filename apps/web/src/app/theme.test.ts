import themeScript from '../../public/theme.js?raw';

/** A device whose colour scheme the test changes, as `matchMedia` reports it. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return {
    setDark(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const root = document.documentElement;
/** Runs public/theme.js as the browser does, before the app. */
const runThemeScript = () => new Function(themeScript)();

beforeEach(() => {
  localStorage.clear();
  root.className = '';
  root.style.colorScheme = '';
  vi.resetModules();
});

describe('public/theme.js, before the first paint', () => {
  it('given nothing stored on a dark device, shows dark', () => {
    fakeDevice(true);
    runThemeScript();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
  });

  it('given "light" stored on a dark device, shows light', () => {
    fakeDevice(true);
    localStorage.setItem('aula:theme', 'light');
    runThemeScript();
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });

  it('given "dark" stored on a light device, shows dark', () => {
    fakeDevice(false);
    localStorage.setItem('aula:theme', 'dark');
    runThemeScript();
    expect(root.classList.contains('dark')).toBe(true);
  });
});

describe('the theme store', () => {
  it('given "Sistema", follows the device live', async () => {
    const device = fakeDevice(false);
    const { startTheme } = await import('./theme');
    startTheme();
    expect(root.classList.contains('dark')).toBe(false);
    device.setDark(true);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
  });

  it('remembers a choice on the device and stops following the device', async () => {
    const device = fakeDevice(false);
    const { startTheme, setTheme } = await import('./theme');
    startTheme();
    setTheme('dark');
    expect(localStorage.getItem('aula:theme')).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    setTheme('light');
    device.setDark(true);
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('reads the stored choice at start and ignores a value it does not know', async () => {
    fakeDevice(false);
    localStorage.setItem('aula:theme', 'sepia');
    const { startTheme, useTheme } = await import('./theme');
    startTheme();
    const { renderHook } = await import('@testing-library/react');
    expect(renderHook(() => useTheme()).result.current.value).toBe('system');
  });

  it("takes another tab's choice", async () => {
    fakeDevice(false);
    const { startTheme } = await import('./theme');
    startTheme();
    localStorage.setItem('aula:theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'aula:theme' }));
    expect(root.classList.contains('dark')).toBe(true);
  });
});
