import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
  /** A change of this key (the route) clears a caught error. */
  resetKey: string;
}

interface State {
  error: Error | null;
  key: string;
}

/** §2 Error screen on a rendering failure. React still needs a class for this. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { key: props.resetKey, error: null } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null)
      return this.props.fallback(this.state.error, () => this.setState({ error: null }));
    return this.props.children;
  }
}
