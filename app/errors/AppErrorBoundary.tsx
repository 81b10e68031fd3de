import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

type Props = { children: ReactNode; /** Another value (the next page's path) clears the error. */ resetKey: string };
type State = { error: unknown; resetKey: string };

/** Catches a page that fails to load or render, shows the error page, and clears it when the reader moves on. */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
