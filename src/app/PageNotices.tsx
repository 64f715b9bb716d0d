/**
 * The page's notices, read from the page store: the link's, the start notice (with the set-aside
 * copies when the page set its autosave aside) or the autosave's problem, the lesson parameters' problems, the run's warnings, a refused file, the cost gate, the import dialog of real data, and
 * another tab's changed scenario.
 */
import { useLevel } from '../state/useWords';
import { CostGatePanel } from '../run/CostGate';
import { Notices } from '../ui/Notices';
import { TabConflictNotice } from '../share/ui/TabConflictNotice';
import { SetAsideList } from '../share/ui/SetAsideList';
import { PreviewNotice } from '../share/ui/PreviewNotice';
import { ImportDialog } from '../realdata/ui/ImportDialog';
import { SET_ASIDE_NOTICE_START } from '../state/setAside';
import { unstableWarning } from '../run/stability';
import { usePageConfig } from '../state/pageConfig';
import { selectLessonRunning, selectScenario } from '../state/pageSelectors';
import { usePageStore, useValue } from '../state/usePageStore';

/** The notice line and the tab conflict notice under the top bar. */
export function PageNotices() {
  const store = usePageStore();
  const { lesson, notice } = usePageConfig();
  const scenario = useValue(selectScenario);
  const solve = useValue((s) => s.run.solve);
  const gate = useValue((s) => s.run.gate);
  const noticeOpen = useValue((s) => s.view.noticeOpen);
  const linkProblem = useValue((s) => s.view.linkProblem);
  const saveProblem = useValue((s) => s.view.saveProblem);
  const fileProblems = useValue((s) => s.view.fileProblems);
  const tabConflict = useValue((s) => s.view.tabConflict);
  // A lesson in progress keeps the stability warning back: it may answer one of its questions.
  const lessonRunning = useValue(selectLessonRunning);
  const level = useLevel();
  const startNotice = noticeOpen ? notice : null;
  const problems = [
    linkProblem ?? startNotice,
    saveProblem,
    ...lesson.problems,
    ...solve.warnings.map((w) => `Solver warning: ${w}`),
    lessonRunning ? null : unstableWarning(solve.store?.layout ?? null, level),
  ].filter((m): m is string => !!m);
  return (
    <>
      <Notices
        problems={problems}
        fileProblems={fileProblems}
        onDismissFileProblems={() => store.setFileProblems([])}
        onDismissNotice={!linkProblem && startNotice ? store.dismissNotice : undefined}
      >
        {startNotice?.startsWith(SET_ASIDE_NOTICE_START) && <SetAsideList />}
        {gate && <CostGatePanel gate={gate} status={solve.status} scenario={scenario} dispatch={store.dispatchEdit} />}
      </Notices>
      <ImportDialog />
      <TabConflictNotice conflict={tabConflict} />
      <PreviewNotice />
    </>
  );
}
