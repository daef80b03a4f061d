import * as Sentry from '@sentry/react';
import { useEffect } from 'react';
import {
  createRoutesFromChildren,
  matchRoutes,
  useLocation,
  useNavigationType,
} from 'react-router';
import { SENTRY_OPTIONS, SENTRY_REPLAY_OPTIONS } from './sentry-options';

/** Sentry with navigation traces from the router and session replay; returns the capture. */
export function initSentry(dsn: string, release: string) {
  Sentry.init({
    dsn,
    release,
    ...SENTRY_OPTIONS,
    integrations: [
      Sentry.reactRouterV7BrowserTracingIntegration({
        useEffect,
        useLocation,
        useNavigationType,
        createRoutesFromChildren,
        matchRoutes,
      }),
      Sentry.replayIntegration(SENTRY_REPLAY_OPTIONS),
    ],
  });
  return (error: unknown, context?: Record<string, unknown>) => {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  };
}
