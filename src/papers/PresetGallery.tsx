/**
 * The presets gallery: a card per preset (title, the paper figure it reproduces, what to watch
 * for). Loading one is an ordinary, undoable edit, and Reset then returns to it.
 */
import { describeRunText } from '../lesson/runText';
import { useEffect, useState } from 'react';
import type { Scenario } from '../scenario/types';
import { presetUrl } from './presets';
import { LessonGallery } from '../lesson/ui/LessonGallery';
import { Dialog } from '../ui/Dialog';
import { readCitations, type PaperCitations } from './citations';
import { Citation } from './Citation';
import { useGalleryReports } from './useGalleryReports';
import { PaperBadgeTally } from './PaperBadges';

/** The list of presets, `public/presets.json`. */
export const PRESET_INDEX_URL = `${import.meta.env.BASE_URL}presets.json`;

interface PresetCard {
  name: string;
  scenario: Scenario;
}

function meta(s: Scenario, key: string): string {
  const value = s.meta?.[key];
  return typeof value === 'string' ? value : '';
}

/** "Made from drive.gpx, …" for a preset built from real-data files (`meta.builtFrom`), else null. */
function builtFrom(s: Scenario): string | null {
  const files = s.meta?.builtFrom;
  if (!Array.isArray(files) || files.length === 0) return null;
  const names = files.map((f) => String(f).split('/').pop()).join(', ');
  return `Made by the importers from invented real-data files: ${names} (File > Import…)`;
}

/** Fetches every preset of the index (once). */
function usePresets(open: boolean): { cards: PresetCard[]; papers: PaperCitations; error: string | null } {
  const [state, setState] = useState<{ cards: PresetCard[]; papers: PaperCitations; error: string | null }>({
    cards: [],
    papers: {},
    error: null,
  });
  useEffect(() => {
    if (!open || state.cards.length > 0) return;
    let cancelled = false;
    (async () => {
      const index = (await (await fetch(PRESET_INDEX_URL)).json()) as {
        papers?: unknown;
        presets: Array<{ name: string }>;
      };
      const cards = await Promise.all(
        index.presets.map(async ({ name }) => ({
          name,
          scenario: (await (await fetch(presetUrl(name))).json()) as Scenario,
        })),
      );
      if (!cancelled) setState({ cards, papers: readCitations(index.papers), error: null });
    })().catch(
      (e: unknown) =>
        !cancelled && setState({ cards: [], papers: {}, error: `The presets could not be loaded: ${String(e)}` }),
    );
    return () => {
      cancelled = true;
    };
  }, [open, state.cards.length]);
  return state;
}

/** A "Presets" button and the gallery dialog it opens. */
export function PresetGallery({ onLoad }: { onLoad(scenario: Scenario): void }) {
  const [open, setOpen] = useState(false);
  const { cards, papers, error } = usePresets(open);
  const reports = useGalleryReports(cards, open);
  return (
    <>
      <button type="button" className="presets-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Presets
      </button>
      {open && (
        <Dialog
          title="Presets and lessons"
          closeLabel="Close presets"
          className="gallery"
          onClose={() => setOpen(false)}
        >
          <div className="gallery-body">
            <LessonGallery onStart={(scenario) => (onLoad(scenario), setOpen(false))} />
            <h2 className="gallery-section">The papers' experiments</h2>
            {error && <p role="alert">{error}</p>}
            {!error && cards.length === 0 && <p role="status">Loading…</p>}
            <ul className="cards">
              {cards.map(({ name, scenario }) => {
                const paper = papers[meta(scenario, 'paper')];
                return (
                  <li key={name} className="card">
                    <h3>{scenario.title ?? name}</h3>
                    <p className="figure">
                      {builtFrom(scenario) ??
                        `Reproduces ${meta(scenario, 'figures')} of ${paper?.short ?? 'the convoy paper'} (Section ${meta(scenario, 'section') || name})`}
                    </p>
                    {paper && (
                      <p className="paper">
                        <Citation paper={paper} />
                      </p>
                    )}
                    {scenario.comparison && (
                      <p className="compares">
                        Compares {scenario.comparison.variants.map((v) => v.label ?? v.controller.kind).join(', ')}
                      </p>
                    )}
                    <p className="watch">
                      <strong>Watch for:</strong> {describeRunText(meta(scenario, 'watchFor'))}
                    </p>
                    {reports[name] && (
                      <p className="card-badges">
                        <PaperBadgeTally state={reports[name]} />
                      </p>
                    )}
                    <button
                      type="button"
                      onClick={() => {
                        onLoad(scenario);
                        setOpen(false);
                      }}
                    >
                      Load {name}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        </Dialog>
      )}
    </>
  );
}
