/** The editing toolbars of the top bar: the map tools, then undo, redo and reset. */
import type { MapTool } from './types';
import type { Scenario } from '../scenario/types';
import { isolate } from '../scenario/userText';
import { TOOLS } from './mapTools';

/** Props of the editing toolbars. */
export interface EditToolsProps {
  /** False without stations and platforms: the map tools would have nothing to act on. */
  geographic: boolean;
  tool: MapTool;
  onTool(tool: MapTool): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  /** The preset that Reset loads (undoably). */
  resetTarget: Scenario;
  onReset(): void;
}

/** The map tools (when there is a map) and the history buttons. */
export function EditTools(p: EditToolsProps) {
  return (
    <>
      {p.geographic && (
        <div className="tools" role="toolbar" aria-label="Map tools">
          {TOOLS.map((t) => (
            <button
              key={t.tool}
              type="button"
              aria-pressed={p.tool === t.tool}
              onClick={() => p.onTool(t.tool)}
              data-closes-menu
            >
              {t.label}
            </button>
          ))}
        </div>
      )}
      <div className="tools" role="toolbar" aria-label="History">
        <button type="button" onClick={p.onUndo} disabled={!p.canUndo} title="Undo (Ctrl+Z)">
          Undo
        </button>
        <button type="button" onClick={p.onRedo} disabled={!p.canRedo} title="Redo (Ctrl+Shift+Z)">
          Redo
        </button>
        <button
          type="button"
          onClick={p.onReset}
          title={`Reset to the preset ${isolate(p.resetTarget.title)} (undoable)`}
        >
          Reset
        </button>
      </div>
    </>
  );
}
