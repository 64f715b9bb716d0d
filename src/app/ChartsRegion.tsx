/**
 * The page's charts: the single run's (ChartsColumn) or, when the scenario compares controllers,
 * the comparison's (CompareView). A lesson always shows the single run's: its questions name
 * their curves.
 */
import type { ComponentProps } from 'react';
import type { Scenario } from '../scenario/types';
import type { ScenarioAction } from '../state/actions';
import { ChartsColumn } from '../charts/ChartsColumn';
import { CompareView } from '../compare/CompareView';
import { isComparing } from '../compare/defaults';
import { RunHoldContext } from '../state/useCostGate';
import { hasLesson } from '../lesson/format';

/** The single run's chart settings, less the notes (which the scenario holds). */
type ColumnProps = Omit<ComponentProps<typeof ChartsColumn>, 'annotations' | 'onAddNote' | 'onRemoveNote'>;

/** The charts for `scenario`; notes are added through `dispatch` unless `locked`. */
export function ChartsRegion({
  scenario,
  scenarioJson,
  held,
  dispatch,
  locked,
  column,
}: {
  scenario: Scenario;
  scenarioJson: string;
  /** True while the cost gate holds runs back. */
  held: boolean;
  dispatch: (a: ScenarioAction) => void;
  locked: boolean;
  column: ColumnProps;
}) {
  if (isComparing(scenario) && !hasLesson(scenario)) {
    return (
      <RunHoldContext value={held}>
        <CompareView
          scenario={scenario}
          scenarioJson={scenarioJson}
          comparison={scenario.comparison}
          dispatch={dispatch}
          cursorS={column.cursorS}
          onCursor={column.onCursor}
        />
      </RunHoldContext>
    );
  }
  return (
    <ChartsColumn
      {...column}
      annotations={scenario.annotations}
      onAddNote={locked ? undefined : (annotation) => dispatch({ type: 'addAnnotation', annotation })}
      onRemoveNote={(index) => dispatch({ type: 'removeAnnotation', index })}
    />
  );
}
