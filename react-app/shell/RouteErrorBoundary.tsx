import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/chunk';
import { RouteError } from './RouteError';

interface Props {
  children: ReactNode;
  /** A new value (the address) clears a caught error, so going to another page shows that page. */
  resetKey?: string;
}

interface State {
  error: unknown;
  caught: boolean;
}

/** Shows RouteError in place of a page that failed to load or threw while rendering. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, caught: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, caught: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) this.setState({ error: null, caught: false });
  }

  override render(): ReactNode {
    return this.state.caught ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * React's report of an error a boundary caught (createRoot's `onCaughtError`). A chunk that did
 * not load is already explained on the page and the browser logs the failed request itself;
 * anything else is logged with its component stack.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof ChunkLoadError) return;
  console.error(error, info.componentStack ? `\nThe above error occurred in:${info.componentStack}` : '');
}
