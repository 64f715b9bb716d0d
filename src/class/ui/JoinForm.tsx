/**
 * The student's join form: the class code (typed in any case) and a nickname, nothing else. What
 * the server refuses is shown under the form, naming the field.
 */
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { JOIN_CODE_LENGTH, NICKNAME_MAX_CHARS } from '../protocol';
import { serverAvailable } from '../api';
import { useClassMode, useClassPage } from './ClassProvider';
import { NEEDS_SERVER_WORDS } from './ClassButton';

/** The join dialog, shown while the class is `joining`. */
export function JoinForm() {
  const page = useClassPage();
  const mode = useClassMode();
  const [code, setCode] = useState(mode.kind === 'joining' ? mode.code : '');
  const [nickname, setNickname] = useState(mode.kind === 'joining' ? (mode.nickname ?? '') : '');
  const id = useId();
  // A join link opened on a plain static host: no class can be joined here.
  const [available, setAvailable] = useState(true);
  useEffect(() => {
    let live = true;
    void serverAvailable().then((ok) => live && setAvailable(ok));
    return () => {
      live = false;
    };
  }, []);
  if (mode.kind !== 'joining') return null;
  return (
    <Dialog title="Join a class" onClose={page.closeJoin} className="class-dialog">
      {!available && (
        <p role="alert" data-testid="class-needs-server">
          {NEEDS_SERVER_WORDS}
        </p>
      )}
      <form
        className="class-join"
        onSubmit={(e) => {
          e.preventDefault();
          void page.join(code, nickname);
        }}
      >
        <label htmlFor={`${id}-code`}>Code</label>
        <input
          id={`${id}-code`}
          className="class-code-input"
          value={code}
          maxLength={JOIN_CODE_LENGTH + 2}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          data-autofocus={mode.code ? undefined : true}
        />
        <label htmlFor={`${id}-nick`}>Nickname</label>
        <input
          id={`${id}-nick`}
          value={nickname}
          maxLength={NICKNAME_MAX_CHARS}
          autoComplete="nickname"
          onChange={(e) => setNickname(e.target.value)}
          data-autofocus={mode.code ? true : undefined}
        />
        <p className="class-hint">No account and no e-mail: your teacher sees this nickname.</p>
        <button type="submit" className="class-join__submit" disabled={mode.busy}>
          Join
        </button>
        {mode.problem && (
          <p role="alert" data-testid="join-problem">
            {mode.problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
