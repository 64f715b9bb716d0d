/** What every kind's import panel is given (src/realdata/ui/ImportDialog.tsx). */
import type { Scenario } from '../../scenario/types';

/** The file, the scenario now, and the dialog's two ways out. */
export interface ImportPanelProps {
  file: File;
  /** The scenario now (the import adds to it). */
  scenario: Scenario;
  /** Applies the import: the whole new scenario, and a few words for the undo history. */
  onApply(scenario: Scenario, what: string): void;
  onCancel(): void;
}
