import * as Sentry from '@sentry/react';
import { initSentry } from './sentry-init';
import { SENTRY_OPTIONS, SENTRY_REPLAY_OPTIONS } from './sentry-options';

vi.mock('@sentry/react', () => ({
  init: vi.fn(),
  captureException: vi.fn(),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
  reactRouterV7BrowserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}));

describe('Sentry session replay (ADR 047, stated on /privacidade)', () => {
  it('masks every text and input and blocks media, and sends no personal data', () => {
    expect(SENTRY_REPLAY_OPTIONS).toEqual({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
    });
    expect(SENTRY_OPTIONS.sendDefaultPii).toBe(false);
  });

  it('is what the app passes to the replay integration', () => {
    initSentry('https://chave@o1.ingest.sentry.io/1', 'teste');
    expect(Sentry.replayIntegration).toHaveBeenCalledWith(SENTRY_REPLAY_OPTIONS);
    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ sendDefaultPii: false, integrations: expect.any(Array) }),
    );
  });
});
