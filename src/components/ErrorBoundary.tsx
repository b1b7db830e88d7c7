import { Component, type ErrorInfo, type ReactNode } from 'react';

interface FallbackProps {
  error: unknown;
  resetErrorBoundary: () => void;
}

interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What shows instead of `children` once they have thrown (else `fallback`). */
  fallbackRender?: (props: FallbackProps) => ReactNode;
  fallback?: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called when the boundary tries `children` again: by `resetErrorBoundary` or a changed reset key. */
  onReset?: () => void;
  /** A change in any of these, after a failure, tries `children` again. */
  resetKeys?: readonly unknown[];
}

type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Shows a fallback where its children threw while rendering. The part of react-error-boundary's
 * props the console uses, in a few lines: the first page's script budget has no room for the rest.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previousProps: ErrorBoundaryProps, previousState: ErrorBoundaryState) {
    // Only a boundary that had already failed before this update: the keys may change in the very
    // render that threw.
    if (!this.state.failed || !previousState.failed) return;
    const before = previousProps.resetKeys ?? [];
    const now = this.props.resetKeys ?? [];
    if (before.length !== now.length || before.some((key, index) => !Object.is(key, now[index]))) this.reset();
  }

  private reset = () => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallbackRender, fallback = null } = this.props;
    return fallbackRender ? fallbackRender({ error: this.state.error, resetErrorBoundary: this.reset }) : fallback;
  }
}
