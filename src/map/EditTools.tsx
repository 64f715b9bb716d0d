/** The editing controls of the top bar: undo and redo, then the Edit menu (the map tools and reset). */
import type { MapTool } from './types';
import type { Scenario } from '../scenario/types';
import { isolate } from '../scenario/userText';
import { TOOLS } from './mapTools';
import { MenuButton } from '../ui/MenuButton';

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

/**
 * Undo and Redo as two small buttons (named for screen readers, their keys in the tooltip), then
 * the Edit menu: the map tools (when there is a map; the one in use marks the menu) and Reset.
 */
export function EditTools(p: EditToolsProps) {
  return (
    <>
      <div className="tools history-tools" role="toolbar" aria-label="History">
        <button type="button" onClick={p.onUndo} disabled={!p.canUndo} title="Undo (Ctrl+Z)" aria-label="Undo">
          <span aria-hidden="true">↶</span>
        </button>
        <button type="button" onClick={p.onRedo} disabled={!p.canRedo} title="Redo (Ctrl+Shift+Z)" aria-label="Redo">
          <span aria-hidden="true">↷</span>
        </button>
      </div>
      <MenuButton
        label="Edit"
        title="The map tools (select, add a station, draw a path) and Reset"
        className={p.geographic && p.tool !== 'select' ? 'menu-group--active' : undefined}
      >
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
        <button
          type="button"
          onClick={p.onReset}
          title={`Reset to the preset ${isolate(p.resetTarget.title)} (undoable)`}
        >
          Reset
        </button>
      </MenuButton>
    </>
  );
}
