import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryFallbackProps {
  /** What was thrown. */
  error: unknown;
  /** Renders the children again (after the cause may have gone: fresh data, a retry). */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  /** Shown in place of the children once one of them threw while rendering. */
  fallback: (props: ErrorBoundaryFallbackProps) => ReactNode;
  /** Told of each error caught (a log, a report). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children?: ReactNode;
}

interface State {
  /** `caught` tells a thrown `undefined` from no error. */
  caught: boolean;
  error: unknown;
}

/**
 * Keeps a render error inside one part of a page (a card, a panel): that part shows `fallback`,
 * the rest of the page stays. React offers boundaries only as class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { caught: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly reset = () => this.setState({ caught: false, error: undefined });

  override render() {
    if (this.state.caught) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
