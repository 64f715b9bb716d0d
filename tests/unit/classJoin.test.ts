/** Joining a class (src/class/classPage.ts): what the form says, naming the field, for each refusal. */
import { describe, expect, it } from 'vitest';
import { ClassPage } from '../../src/class/classPage';
import type { KeyValue } from '../../src/class/storageKeys';

function memory(): KeyValue {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A class page whose server answers every request with `status` and `message`. */
function refusingPage(status: number, message: string) {
  const requests: string[] = [];
  const page = new ClassPage({
    storage: memory(),
    loadLesson: async () => null,
    setAddress: () => undefined,
    fetchFn: async (url, init) => {
      requests.push(`${init?.method ?? 'GET'} ${url} ${String(init?.body ?? '')}`);
      return new Response(JSON.stringify({ statusCode: status, error: 'refused', message }), { status });
    },
  });
  return { page, requests };
}

const problem = (page: ClassPage) => {
  const mode = page.getState();
  return mode.kind === 'joining' ? mode.problem : null;
};

describe('ClassPage.join', () => {
  it('checks the code and nickname before asking the server', async () => {
    const { page, requests } = refusingPage(500, 'x');
    await page.join('acd', 'Ada');
    expect(problem(page)).toMatch(/^Code: 6 characters/);
    await page.join('acdefg', '<script>');
    expect(problem(page)).toMatch(/^Nickname:/);
    expect(requests).toEqual([]);
  });

  it('sends the code upper-cased and the nickname trimmed', async () => {
    const { page, requests } = refusingPage(404, 'no such class');
    await page.join(' acd-efg ', '  Ada ');
    expect(requests).toEqual(['POST /api/sessions/ACDEFG/join {"nickname":"Ada"}']);
    expect(problem(page)).toMatch(/^Code: no class has this code/);
  });

  it('names the field the server refused', async () => {
    const taken = refusingPage(409, 'the nickname "Ada" is taken in this class');
    await taken.page.join('ACDEFG', 'Ada');
    expect(problem(taken.page)).toBe('Nickname: the nickname "Ada" is taken in this class');
    const invalid = refusingPage(400, 'nickname: 1 to 24 letters');
    await invalid.page.join('ACDEFG', 'Ada');
    expect(problem(invalid.page)).toBe('Nickname: 1 to 24 letters');
    const ended = refusingPage(410, 'this class has ended');
    await ended.page.join('ACDEFG', 'Ada');
    expect(problem(ended.page)).toBe('Code: this class has ended');
  });
});
