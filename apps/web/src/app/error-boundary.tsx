import { ErrorPage } from '@aula/features';
import { Component, type ReactNode } from 'react';
import { isCrawler, reportError } from '../observability/report';

interface Props {
  children: ReactNode;
  /** Changes on navigation, so a new page starts without the last one's error. */
  resetKey: string;
}

interface State {
  error: unknown;
  key: string;
}

/**
 * Fatal render errors (and a page whose code failed to load twice) show the error page, with the
 * status 500 and a way home. Crawlers get nothing rendered: the error is only logged (spec, §8).
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: { componentStack?: string | null }) {
    reportError(error, { componentStack: info.componentStack ?? undefined });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (isCrawler(navigator.userAgent)) return null;
    return <ErrorPage status={500} onRetry={() => window.location.reload()} />;
  }
}
