/**
 * One step's live histogram on the dashboard: a bar per choice (or per bin of numbers) with its
 * count, the right answer marked only once revealed, the count still thinking, and for free text
 * the count (the words listed once revealed). Sized to be read from the back of a room.
 */
import type { StepHistogram as Histogram } from '../histogram';

/** The histogram of one step; `say` puts a bar's label in the page's words (a series id at the school level). */
export function StepHistogram({
  histogram,
  revealed,
  say = (label) => label,
}: {
  histogram: Histogram;
  revealed: boolean;
  say?(label: string): string;
}) {
  const { bars, texts, answered, thinking } = histogram;
  const most = Math.max(1, ...bars.map((b) => b.count));
  return (
    <figure className="class-histogram" data-testid="class-histogram" data-step={histogram.step}>
      <figcaption>
        <span data-testid="answered-count">{answered}</span> answered ·{' '}
        <span data-testid="thinking-count">{thinking}</span> still thinking
      </figcaption>
      {histogram.kind === 'text' ? (
        revealed ? (
          <ul className="class-texts" data-testid="class-texts">
            {texts.map((t, k) => (
              <li key={k}>{t}</li>
            ))}
          </ul>
        ) : (
          <p className="class-hint">The answers show when you reveal them.</p>
        )
      ) : bars.length === 0 ? (
        <p className="class-hint">No answers yet.</p>
      ) : (
        <ul className="class-bars">
          {bars.map((bar, k) => (
            <li
              key={k}
              className={bar.right ? 'is-right' : undefined}
              data-testid="class-bar"
              data-label={bar.label}
              data-count={bar.count}
            >
              <span className="class-bar__label">
                {say(bar.label)}
                {bar.right && ' ✓ right answer'}
              </span>
              <span className="class-bar__track">
                <span className="class-bar__fill" style={{ width: `${(100 * bar.count) / most}%` }} />
              </span>
              <span className="class-bar__count">{bar.count}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
