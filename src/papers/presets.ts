/** Where the presets are, and which one opens by default (the paper's III-D convoy). */

/** URL of a preset by name. */
export function presetUrl(name: string): string {
  return `${import.meta.env.BASE_URL}scenarios/${name}.json`;
}

/** The default preset. */
export const DEFAULT_PRESET = 'III-D';
