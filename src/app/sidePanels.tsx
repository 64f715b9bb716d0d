/**
 * What goes under the map: the network diagram (when the map shows geography) and the panels of
 * the selected station, the convoy and the channels, each in its own error boundary.
 */
import type { ReactNode } from 'react';
import type { ScenarioAction } from '../state/actions';
import type { Scenario, Station } from '../scenario/types';
import type { ScenarioGeometry } from '../geometry/geometry';
import { NetworkDiagram, type NetworkDiagramProps } from '../diagram/NetworkDiagram';
import { StationPanel } from '../panel/StationPanel';
import { ChannelsPanel } from '../panel/ChannelsPanel';
import { ConvoyPanel } from '../panel/ConvoyPanel';
import type { PanelTab } from './PanelTabs';

/** What the side panels need from the page. */
export interface SidePanelsInput {
  scenario: Scenario;
  dispatch(action: ScenarioAction): void;
  /** The selected station (its panel shows), or null. */
  station: Station | null;
  onCloseStation(): void;
  /** With geography the diagram sits here; without, it takes the map's place. */
  geographic: boolean;
  /** Without the panels (a lesson hides them) only the diagram stays. */
  showPanels: boolean;
  diagram: NetworkDiagramProps;
  /** The scenario's geometry (the station's decay curve comes from it). */
  geometry: ScenarioGeometry | null;
  /** Wraps a region in its error boundary. */
  guard(region: string, node: ReactNode): ReactNode;
}

/** The tabs of the area under the map, in order: Network, Station, Convoy, Channels. */
export function sidePanelTabs(p: SidePanelsInput): PanelTab[] {
  const tabs: PanelTab[] = [];
  if (p.geographic)
    tabs.push({
      id: 'network',
      label: 'Network',
      node: p.guard('network diagram', <NetworkDiagram {...p.diagram} heading="Network" className="network-panel" />),
    });
  if (!p.showPanels) return tabs;
  if (p.station)
    tabs.push({
      id: 'station',
      label: 'Station',
      node: p.guard(
        'panels',
        <StationPanel station={p.station} dispatch={p.dispatch} onClose={p.onCloseStation} geometry={p.geometry} />,
      ),
    });
  const platform = p.scenario.platforms?.[0];
  if (platform)
    tabs.push({
      id: 'convoy',
      label: 'Convoy',
      node: p.guard('panels', <ConvoyPanel platform={platform} scenario={p.scenario} dispatch={p.dispatch} />),
    });
  tabs.push({
    id: 'channels',
    label: 'Channels',
    node: p.guard('panels', <ChannelsPanel channels={p.scenario.channels ?? []} dispatch={p.dispatch} />),
  });
  return tabs;
}
