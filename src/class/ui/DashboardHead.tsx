/**
 * The dashboard's header: the join code, link and QR code (on a LAN address the server gave when
 * the page was opened on loopback, with a warning when no other device can reach the server), the
 * lesson's title, the connection, "Show the lesson" and "Copy teacher link" (the token is kept out
 * of the address bar, which is projected).
 */
import { useEffect, useState } from 'react';
import { isLoopbackOrigin, serverReach, type ServerReach } from '../api';
import { joinLink } from '../links';
import type { TeacherClass, TeacherState } from '../teacher';
import { useClassPage } from './ClassProvider';
import { QrCode } from './QrCode';
import { useWords } from '../../state/useWords';

const CONNECTION_WORDS = { open: 'live', connecting: 'reconnecting…', offline: 'offline', stopped: 'closed' } as const;

/** The origins the join link may use, the first one shown: a LAN origin when this page is on loopback. */
export function joinOriginsFor(pageOrigin: string, reach: ServerReach | null): string[] {
  if (isLoopbackOrigin(pageOrigin) && reach && reach.joinOrigins.length > 0) return reach.joinOrigins;
  return [pageOrigin];
}

/** The header of `teacher`'s dashboard (compact on a short screen once students joined; no code once the class ended). */
export function DashboardHead({ teacher, state }: { teacher: TeacherClass; state: TeacherState }) {
  const page = useClassPage();
  const { code, connection, dashboard } = state;
  const ended = !!dashboard?.pacing.ended;
  const words = useWords();
  // Once students joined, the header gives the projector's first screen to the class (CSS: short screens).
  const compact = (dashboard?.students.length ?? 0) > 0;
  const [reach, setReach] = useState<ServerReach | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void serverReach().then((r) => live && setReach(r));
    return () => {
      live = false;
    };
  }, []);
  const origins = joinOriginsFor(location.origin, reach);
  const unreachable = isLoopbackOrigin(location.origin) && !!reach?.loopbackOnly;
  const copy = () =>
    navigator.clipboard.writeText(teacher.teacherLink(location.origin)).then(
      () => setCopied('Copied'),
      () => setCopied('Copying was refused by the browser'),
    );
  return (
    <header className={`class-dashboard__head${compact ? ' is-compact' : ''}`} data-compact={compact || undefined}>
      {ended ? (
        <p className="class-ended class-ended--dashboard" data-testid="class-ended">
          The class has ended: no one can join or answer any more. Download the results below.
        </p>
      ) : (
        <JoinInfo code={code} origins={origins} unreachable={unreachable} />
      )}
      <div className="class-dashboard__meta">
        <h2>{dashboard ? words.text(dashboard.title) : 'Class'}</h2>
        <p role="status" data-testid="class-connection" data-connection={connection}>
          {ended ? 'The class has ended' : `Dashboard ${CONNECTION_WORDS[connection]}`}
          {!ended && dashboard?.pacing.paused && ' · screens paused'}
        </p>
        <button type="button" onClick={() => page.showDashboard(false)}>
          Show the lesson
        </button>{' '}
        <button type="button" onClick={() => void copy()}>
          Copy teacher link
        </button>
        <p className="class-hint class-teacher-link-hint">
          For your other devices: do not project or share it.{copied && ` ${copied}.`}
        </p>
      </div>
    </header>
  );
}

/** The join code, link and QR code of an open class, the other origins, and a warning when no device can reach it. */
function JoinInfo({ code, origins, unreachable }: { code: string; origins: string[]; unreachable: boolean }) {
  const link = joinLink(origins[0]!, code);
  return (
    <>
      <div className="class-join-info">
        <p className="class-code-label">
          Join at {link.replace(/^https?:\/\//, '').replace(/\/\?join=.*/, '')} with the code
        </p>
        <p className="class-code" data-testid="class-code">
          {code}
        </p>
        <p className="class-link">
          <a href={link} data-testid="class-join-link">
            {link}
          </a>
        </p>
        {origins.length > 1 && (
          <p className="class-other-origins" data-testid="class-other-origins">
            Also: {origins.slice(1).join(', ')}
          </p>
        )}
        {unreachable && (
          <p className="class-warning" role="alert" data-testid="class-unreachable">
            Students&apos; devices cannot reach this address: start the app with MP_CLASSROOM=1 npm start and open it at
            its network address
          </p>
        )}
      </div>
      <QrCode text={link} sizePx={168} label={`QR code of the join link ${link}`} />
    </>
  );
}
