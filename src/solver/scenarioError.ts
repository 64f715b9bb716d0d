/** A scenario the solver refused, with one `path: message` line per problem. */
export class ScenarioError extends Error {
  /** Field-named messages, e.g. `stations[2].decay.alphaPerM: must be > 0, got -1`. */
  readonly errors: string[];
  constructor(errors: string[]) {
    super(errors.join('\n'));
    this.name = 'ScenarioError';
    this.errors = errors;
  }
}
