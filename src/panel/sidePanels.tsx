/**
 * What goes under the map: the network diagram (when the map shows geography) and the panels of
 * the selected station, the convoy and the channels, each in its own error boundary.
 */
import type { ScenarioAction } from '../state/actions';
import type { Scenario, Station } from '../scenario/types';
import type { ScenarioGeometry } from '../geometry/geometry';
import { StationPanel } from './StationPanel';
import { ChannelsPanel } from './ChannelsPanel';
import { ConvoyPanel } from './ConvoyPanel';
import type { PanelTab } from './PanelTabs';
import { PageRegion } from '../ui/PageRegion';
import { PageDiagram } from '../diagram/PageDiagram';

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
  /** The scenario's geometry (the station's decay curve comes from it). */
  geometry: ScenarioGeometry | null;
}

/** The tabs of the area under the map, in order: Network, Station, Convoy, Channels. */
export function sidePanelTabs(p: SidePanelsInput): PanelTab[] {
  const tabs: PanelTab[] = [];
  if (p.geographic)
    tabs.push({
      id: 'network',
      label: 'Network',
      node: (
        <PageRegion region="network diagram">
          <PageDiagram heading="Network" className="network-panel" />
        </PageRegion>
      ),
    });
  if (!p.showPanels) return tabs;
  if (p.station)
    tabs.push({
      id: 'station',
      label: 'Station',
      node: (
        <PageRegion region="panels">
          <StationPanel station={p.station} dispatch={p.dispatch} onClose={p.onCloseStation} geometry={p.geometry} />
        </PageRegion>
      ),
    });
  const platform = p.scenario.platforms?.[0];
  if (platform)
    tabs.push({
      id: 'convoy',
      label: 'Convoy',
      node: (
        <PageRegion region="panels">
          <ConvoyPanel platform={platform} scenario={p.scenario} dispatch={p.dispatch} />
        </PageRegion>
      ),
    });
  tabs.push({
    id: 'channels',
    label: 'Channels',
    node: (
      <PageRegion region="panels">
        <ChannelsPanel channels={p.scenario.channels ?? []} dispatch={p.dispatch} />
      </PageRegion>
    ),
  });
  return tabs;
}
