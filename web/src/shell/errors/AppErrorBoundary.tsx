import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

interface State {
  error: unknown;
}

/** Catches render errors anywhere outside the router's own route error boundaries. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  render() {
    return this.state.error ? <ErrorFallback onRetry={this.retry} /> : this.props.children;
  }
}
