/** Who joined, as the dashboard shows them: nicknames (as text), or animals by join order when anonymised. */
import type { DashboardStudent } from '../protocol';
import { anonymousName } from '../histogram';

/** The list of students who joined. */
export function Roster({ students, anonymise }: { students: readonly DashboardStudent[]; anonymise: boolean }) {
  return (
    <section className="class-roster" aria-label="Who joined">
      <h3>
        Joined: <span data-testid="joined-count">{students.length}</span>
      </h3>
      <ul data-testid="class-roster">
        {students.map((s) => (
          <li
            key={s.id}
            className={s.connected ? undefined : 'is-away'}
            title={s.connected ? undefined : 'not connected'}
          >
            {anonymise ? anonymousName(s.number) : s.nickname}
            {!s.connected && <span className="class-roster__away"> (offline)</span>}
            <span className="class-roster__step"> · step {s.step}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
