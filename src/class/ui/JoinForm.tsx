/**
 * The student's join form: the class code (typed in any case) and a nickname, nothing else. What
 * the server refuses is shown under the form, naming the field. The nickname's limit is said beside
 * it, and a longer one is refused with its length (never cut silently).
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
  // Counted as the server counts them (characters, not UTF-16 units).
  const nicknameChars = [...nickname.trim()].length;
  const tooLong = nicknameChars > NICKNAME_MAX_CHARS;
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
        <label htmlFor={`${id}-nick`}>Nickname (at most {NICKNAME_MAX_CHARS} characters)</label>
        <input
          id={`${id}-nick`}
          value={nickname}
          autoComplete="nickname"
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-nick-hint`}
          onChange={(e) => setNickname(e.target.value)}
          data-autofocus={mode.code ? true : undefined}
        />
        <p className="class-hint" id={`${id}-nick-hint`} data-testid="nickname-hint">
          {tooLong
            ? `Too long: ${nicknameChars} characters, at most ${NICKNAME_MAX_CHARS}. Shorten it to join.`
            : 'No account and no e-mail: your teacher sees this nickname.'}
        </p>
        <button type="submit" className="class-join__submit" disabled={mode.busy || tooLong}>
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
