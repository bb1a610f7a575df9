import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The place shown: a navigation elsewhere leaves the error behind. */
  place: string;
  children: ReactNode;
}

interface State {
  place: string;
  failed: boolean;
  error: unknown;
}

/** A screen that fails to load or to draw shows the error page in place of the app, until the guest goes elsewhere. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { place: this.props.place, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.place === state.place) return null;
    return { place: props.place, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
