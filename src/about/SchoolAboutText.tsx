/**
 * "What am I looking at?" at the school level (docs/teaching.md): what the page shows in plain words
 * for 14-16 year olds, with no equation, id or paper number. The university level shows the model's
 * equations and papers instead (AboutText).
 */

/** The address of this page at the university level (the same page, its `level=` set so). */
function universityHref(): string {
  const url = new URL(window.location.href);
  url.searchParams.set('level', 'university');
  return url.toString();
}

/** What the page shows, in plain words. */
export function SchoolAboutText() {
  return (
    <div className="about-text" data-level="school">
      <p>
        A car, or a convoy of cars, drives along a road past WiFi stations: the masts on the map. Each car also keeps a
        link to a satellite, which reaches it everywhere but carries less.
      </p>
      <p>
        Data can take several <em>roads</em> between a car and the internet: through one WiFi station, through another,
        or up to the satellite. Each line of the chart is one road, and shows how much data it carries (in Mbps,
        millions of bits a second) as time goes on. A WiFi station is fast while the car is close and fades as it drives
        away, so the best roads change as the car moves.
      </p>
      <p>
        A <em>multipath</em> connection uses several roads at once. It keeps checking how busy each road is and shifts
        its data to the better ones: when a station fades, its line drops and another one rises. The map shows where
        everything is at the moment picked on the time slider.
      </p>
      <p>
        The lesson card asks you a question before it shows what happens: make your guess, then play the step and see
        whether you were right.
      </p>
      <p className="about-level">
        The maths behind it (its formulas and the research it comes from) is on the{' '}
        <a href={universityHref()} target="_blank" rel="noopener noreferrer">
          university level of this page
        </a>
        .
      </p>
    </div>
  );
}
