/**
 * An error boundary around one region of the page (map, charts, panels, timeline): a region that
 * throws while rendering shows what happened and a way back instead of blanking the whole page.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** What the boundary shows and offers. */
export interface RegionBoundaryProps {
  /** The region, as a person names it: "map", "charts". */
  region: string;
  /** When this value changes (a new scenario), a region that failed tries again. */
  resetKey?: unknown;
  /** Undoes the last edit, if there is one to undo. */
  onUndo?: () => void;
  /** Loads the default scenario. */
  onLoadDefault?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches a render error of its children; see the module comment. */
export class RegionBoundary extends Component<RegionBoundaryProps, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: RegionBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: null } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`The ${this.props.region} region failed:`, error, info.componentStack);
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { region, onUndo, onLoadDefault } = this.props;
    return (
      <div className="region-error" role="alert">
        <p>
          The {region} could not be shown: {error.message || String(error)}. Your scenario is kept.
        </p>
        <p>
          <button type="button" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
          {onUndo && (
            <button type="button" onClick={onUndo}>
              Undo the last edit
            </button>
          )}
          {onLoadDefault && (
            <button type="button" onClick={onLoadDefault}>
              Load the default scenario
            </button>
          )}
        </p>
      </div>
    );
  }
}
