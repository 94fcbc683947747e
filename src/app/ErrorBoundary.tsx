import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunkLoadError';

interface ErrorBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Spec §2: render errors get the error view. Key it by location so that navigating away recovers. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // A chunk that did not load is the network's or a deploy's doing, not the app's.
    if (isChunkLoadError(error)) console.warn('A part of the app could not be loaded.', error);
    else console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
