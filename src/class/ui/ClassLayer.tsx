/**
 * The class's part of the page: the join form, a student's status line and pause overlay, or the
 * teacher's dashboard, as the page's class mode says (ClassProvider.tsx); a student's page is
 * locked for editing (useClassEditLock.ts).
 */
import { Dashboard } from './Dashboard';
import { JoinForm } from './JoinForm';
import { StudentLayer } from './StudentLayer';
import { useClassMode } from './ClassProvider';
import { useClassEditLock } from './useClassEditLock';
import './class.css';
import './dashboardScreens.css';

/** What the page shows of its class, if any. */
export function ClassLayer() {
  const mode = useClassMode();
  useClassEditLock(mode);
  switch (mode.kind) {
    case 'joining':
      return <JoinForm key={mode.code} />;
    case 'student':
      return <StudentLayer student={mode.student} />;
    case 'teacher':
      return mode.dashboardOpen ? <Dashboard teacher={mode.teacher} /> : null;
    default:
      return null;
  }
}
