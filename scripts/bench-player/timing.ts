// What the bench:player pages share: how a mount and a toggle are timed, the same way on the
// player's page (main.tsx) and on the reference page (reference.tsx).

/**
 * The next frame that shows the current DOM: when it started (rAF) and when its rendering work
 * (style, layout, paint) was over (the first task after it).
 */
export const nextFrame = () =>
  new Promise<{ start: number; painted: number }>((resolve) =>
    requestAnimationFrame((start) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ start, painted: performance.now() });
      channel.port2.postMessage(0);
    }),
  );

/** Resolves once `selector`'s text exists and differs from `differentFrom`; fails after 10 s. */
export function whenText(selector: string, differentFrom: string | null) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`bench:player: "${selector}" did not change from "${differentFrom}"`));
    }, 10_000);
    const done = () => {
      const text = document.querySelector(selector)?.textContent ?? null;
      if (text !== null && text !== differentFrom) {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(done);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    done();
  });
}

export interface ToggleTimes {
  work: number;
  presented: number;
  update: number;
  render: number;
}

declare global {
  interface Window {
    bench: {
      mount: () => Promise<number>;
      toggle: () => Promise<ToggleTimes>;
    };
  }
}

/** Mount to the first paint (the heading and the watch button present). */
export async function timeMount(render: () => void) {
  const start = performance.now();
  render();
  await whenText('#titulo-da-aula', null);
  await whenText('button[aria-pressed]', null);
  return (await nextFrame()).painted - start;
}

/**
 * One click on the watch button. `update`: click → `progress`'s text changed (the call, the
 * store, React's render and commit). `render`: that frame's style, layout and paint. `work` is
 * their sum: the time the toggle costs. `presented` adds the wait for the display's next frame
 * (vsync), which depends on when in the frame the click happened.
 */
export async function timeToggle(progress: string): Promise<ToggleTimes> {
  await nextFrame(); // click at the same point of a frame every time
  const before = document.querySelector(progress)?.textContent ?? '';
  const button = document.querySelector<HTMLButtonElement>('button[aria-pressed]');
  if (!button) throw new Error('bench:player: no watch button on the page');
  const start = performance.now();
  button.click();
  await whenText(progress, before);
  const updated = performance.now();
  const frame = await nextFrame();
  const render = frame.painted - Math.max(frame.start, updated);
  return {
    update: updated - start,
    render,
    work: updated - start + render,
    presented: frame.painted - start,
  };
}
