/**
 * "What am I looking at?": a button in the top bar and the dialog it opens. The dialog says in a
 * few sentences what the model is, shows its main equations (KaTeX) and cites the papers in full.
 * At the school level (useLevel) it says what the page shows in plain words instead (SchoolAboutText).
 * A first-time visitor sees a one-line invitation beside the button until they open it or dismiss
 * it (remembered in the page's storage). While a lesson runs the lesson is the guide: the button
 * stays, the invitation waits (a short embedded lesson needs the row it takes).
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { pageStorage } from '../state/storage';
import type { KeyValueStore } from '../state/autosave';
import { Citation } from '../papers/Citation';
import { Dialog } from '../ui/Dialog';
import { useCitations } from '../papers/citations';
import { modelEquations } from './equations';
import { PRESET_INDEX_URL } from '../papers/PresetGallery';
import { useLevel } from '../state/useWords';
import { SchoolAboutText } from './SchoolAboutText';
import './about.css';

/** The storage key that records that the invitation was seen off. */
export const ABOUT_INVITE_KEY = 'multipath-playground/about-invitation-dismissed';

function dismissed(store: KeyValueStore): boolean {
  try {
    return store.getItem(ABOUT_INVITE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The "What am I looking at?" button, its first-visit invitation and its dialog. */
export function AboutPanel({
  store = pageStorage().store,
  invite = true,
  children,
}: {
  store?: KeyValueStore;
  /** False while something else guides the visitor (a running lesson): the invitation waits. */
  invite?: boolean;
  /** What the page adds after the model's text (the run's "Why not 100 %?", the teachers' page). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [notDismissed, setInvited] = useState(() => !dismissed(store));
  const invited = invite && notDismissed;
  const buttonRef = useRef<HTMLButtonElement>(null);
  // At the school level the dialog says what the page shows in plain words: no equation, no paper.
  const school = useLevel() === 'school';
  const papers = useCitations(PRESET_INDEX_URL, open && !school);
  const dismiss = useCallback(() => {
    setInvited(false);
    try {
      store.setItem(ABOUT_INVITE_KEY, '1');
    } catch {
      // A full or refused storage only means the invitation comes back next visit.
    }
  }, [store]);

  const close = useCallback(() => setOpen(false), []);

  return (
    <span className="about">
      {invited && <span className="about-invite">New here? Start with</span>}
      <button
        ref={buttonRef}
        type="button"
        className="about-button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          if (invited) dismiss();
        }}
      >
        What am I looking at?
      </button>
      {invited && (
        <button type="button" className="about-dismiss" onClick={dismiss} aria-label="Dismiss the invitation">
          ×
        </button>
      )}
      {open && (
        <Dialog title="What am I looking at?" onClose={close} className="about-dialog" returnFocusTo={buttonRef}>
          {school ? <SchoolAboutText /> : <AboutText />}
          {children}
          {!school && <Papers papers={papers} />}
        </Dialog>
      )}
    </span>
  );
}

/** The papers cited, in full (null while they load). */
function Papers({ papers }: { papers: ReturnType<typeof useCitations> }) {
  return (
    <>
      <h3>The papers</h3>
      {papers === null ? (
        <p role="status">Loading the citations…</p>
      ) : (
        <ul className="about-papers">
          {Object.entries(papers).map(([id, paper]) => (
            <li key={id} id={`about-paper-${id}`} tabIndex={-1}>
              <strong>{id}</strong> <Citation paper={paper} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The model in a few sentences and its main equations. */
export function AboutText() {
  return (
    <div className="about-text">
      <p>
        Vehicles (a convoy, a car) drive past WiFi base stations and keep a satellite or cellular link. Each radio link
        a vehicle holds carries one <em>subflow</em>: <code>head-B1</code> is the subflow from the convoy's head vehicle
        through station B1, <code>sat</code> the satellite's. A <em>multipath controller</em> decides how much to send
        on each subflow of a source, from the congestion each one sees.
      </p>
      <p>
        A station's capacity fades with the distance to the vehicle, so as the convoy moves the best links change and
        the controller shifts traffic between them. The solver integrates the fluid model of the convoy paper (000):
        rates change continuously, with the feedback of each route arriving one round trip late. The charts show the
        rate of every subflow and the capacity of every channel over the run; the map shows where everything is at the
        time cursor.
      </p>
      {modelEquations().map((e) => (
        <figure key={e.name} className="about-equation">
          <figcaption>
            {e.name}{' '}
            <span className="about-source">
              (
              <a
                href={`#about-paper-${e.paper}`}
                onClick={(event) => {
                  // The page's address fragment carries share links: move to the citation without it.
                  event.preventDefault();
                  const cited = document.getElementById(`about-paper-${e.paper}`);
                  cited?.scrollIntoView?.({ block: 'nearest' });
                  cited?.focus();
                }}
              >
                paper {e.paper}
              </a>
              , {e.where})
            </span>
          </figcaption>
          {/* KaTeX's markup of a fixed equation of equations.ts (no user text). */}
          <div dangerouslySetInnerHTML={{ __html: e.html }} />
        </figure>
      ))}
      <p className="about-symbols">
        <var>
          x<sub>r</sub>
        </var>{' '}
        is the rate of route <var>r</var> and{' '}
        <var>
          y<sub>s</sub>
        </var>{' '}
        the total of its source;{' '}
        <var>
          T<sub>r</sub>
        </var>{' '}
        the round trip; <var>a</var> the increase gain and <var>b</var> the decrease factor;{' '}
        <var>
          λ<sub>r</sub>
        </var>{' '}
        the fraction of acknowledgements that signal congestion;{' '}
        <var>
          μ<sub>j</sub>
        </var>{' '}
        the congestion at resource <var>j</var> with load{' '}
        <var>
          z<sub>j</sub>
        </var>
        , capacity{' '}
        <var>
          c<sub>j</sub>
        </var>{' '}
        and responsiveness{' '}
        <var>
          β<sub>j</sub>
        </var>
        ; <var>ρ(d)</var> the capacity factor at distance <var>d</var> (logistic, eq 11, with steepness <var>α</var> and
        midpoint <var>d₀</var>),{' '}
        <var>
          C<sub>j</sub>
        </var>{' '}
        the nominal capacity.
      </p>
    </div>
  );
}
