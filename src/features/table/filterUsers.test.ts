import fc from 'fast-check';

import {
  buildHighlighter,
  buildUserFilter,
  filterUsers,
  foldChar,
  foldText,
  matchFoldedPrefixLength,
  type FilterQuery,
  type HighlightRange,
} from './filterUsers';
import type { ColumnKey, FilterStatus, User } from './types';
import { user } from '@/testing/tableUsers';

/** The part of one row's cell the table highlights, as UsersTable gets it (one highlighter per render). */
const highlightRange = (row: User, query: FilterQuery): HighlightRange | null => buildHighlighter(query)?.(row) ?? null;


const EMILY = user({ id: 1, firstName: 'Emily', age: 28, gender: 'female', email: 'emily.johnson@x.dummyjson.com',
  phone: '+81 965-431-3024' });
const MICHAEL = user({ id: 2, firstName: 'Michael', age: 35, gender: 'male', email: 'michael.w@x.dummyjson.com',
  phone: '+49 258-627-6644' });
const SOPHIA = user({ id: 3, firstName: 'Sophia', age: 42, gender: 'female', email: 'sophia.b@x.dummyjson.com',
  phone: '+81 210-652-3785' });
const JOSE = user({ id: 4, firstName: 'José', age: 28, gender: 'male', email: 'José.silva@x.com',
  phone: '+55 11 91234-5678' });
const EMPTY = user({ id: 5 });
const USERS: readonly User[] = [EMILY, MICHAEL, SOPHIA, JOSE, EMPTY];

const q = (filter: ColumnKey | null, value: string, status: FilterStatus | null = 'é'): FilterQuery => ({
  filter,
  status,
  value,
});
const ids = (users: readonly User[]) => users.map((u) => u.id);

describe('buildUserFilter', () => {
  it('should apply no filter without a column or with an empty value', () => {
    expect(buildUserFilter(q(null, 'an'))).toBeNull();
    expect(buildUserFilter(q('nome', ''))).toBeNull();
    expect(buildUserFilter(q('nome', '   '))).toBeNull();
  });

  it('should apply no filter on the birth date', () => {
    expect(buildUserFilter(q('data de nasc.', '1996'))).toBeNull();
  });

  it('should apply no filter for a non-numeric id or age', () => {
    expect(buildUserFilter(q('id', 'abc'))).toBeNull();
    expect(buildUserFilter(q('id', '1.5'))).toBeNull();
    expect(buildUserFilter(q('idade', '2a'))).toBeNull();
    expect(buildUserFilter(q('idade', '-28'))).toBeNull();
  });

  it('should ignore the legacy value Masculino when no status is chosen', () => {
    expect(buildUserFilter(q('sexo', 'Masculino', null))).toBeNull();
    expect(buildUserFilter(q('sexo', 'masculino', null))).not.toBeNull();
    expect(buildUserFilter(q('sexo', 'Masculino', 'é'))).not.toBeNull();
  });

  // Spec §5: "With no status selected the value 'Masculino' is ignored", on any column.
  it.each<ColumnKey>(['nome', 'email', 'telefone', 'id', 'idade'])(
    'should ignore Masculino without a status on %s and show every user',
    (column) => {
      expect(buildUserFilter(q(column, 'Masculino', null))).toBeNull();
      expect(filterUsers(USERS, q(column, 'Masculino', null))).toBe(USERS);
    },
  );

  it('should keep filtering other values without a status', () => {
    expect(filterUsers(USERS, q('nome', 'em', null)).map((u) => u.firstName)).toEqual(['Emily']);
    expect(filterUsers(USERS, q('nome', 'Masculino', 'é'))).toEqual([]);
  });
});

describe('filterUsers', () => {
  it('should return the same array when no filter applies', () => {
    expect(filterUsers(USERS, q('nome', ''))).toBe(USERS);
    expect(filterUsers(USERS, q('id', 'x'))).toBe(USERS);
  });

  it('should match id and age by equality', () => {
    expect(ids(filterUsers(USERS, q('id', '3')))).toEqual([3]);
    expect(ids(filterUsers(USERS, q('id', ' 3 ')))).toEqual([3]);
    expect(ids(filterUsers(USERS, q('id', '03')))).toEqual([3]);
    expect(ids(filterUsers(USERS, q('id', '33')))).toEqual([]);
    expect(ids(filterUsers(USERS, q('idade', '28')))).toEqual([1, 4]);
    expect(ids(filterUsers(USERS, q('idade', '2')))).toEqual([]);
  });

  it('should match the first name by case- and accent-insensitive prefix', () => {
    expect(ids(filterUsers(USERS, q('nome', 'em')))).toEqual([1]);
    expect(ids(filterUsers(USERS, q('nome', 'EM')))).toEqual([1]);
    expect(ids(filterUsers(USERS, q('nome', 'jose')))).toEqual([4]);
    expect(ids(filterUsers(USERS, q('nome', 'JOSÉ')))).toEqual([4]);
    expect(ids(filterUsers(USERS, q('nome', 'mily')))).toEqual([]);
  });

  it('should match the email by prefix, with the dot as a plain character', () => {
    expect(ids(filterUsers(USERS, q('email', 'emily.j')))).toEqual([1]);
    expect(ids(filterUsers(USERS, q('email', 'emilyxj')))).toEqual([]);
    expect(ids(filterUsers(USERS, q('email', 'jose.s')))).toEqual([4]);
    expect(ids(filterUsers(USERS, q('email', '.*')))).toEqual([]);
  });

  it('should match the lowercase gender label', () => {
    expect(ids(filterUsers(USERS, q('sexo', 'masculino', null)))).toEqual([2, 4]);
    expect(ids(filterUsers(USERS, q('sexo', 'feminino', null)))).toEqual([1, 3]);
    expect(ids(filterUsers(USERS, q('sexo', 'Feminino', null)))).toEqual([1, 3]);
    expect(ids(filterUsers(USERS, q('sexo', 'masc', null)))).toEqual([]);
  });

  it('should match a prefix of the phone without its first character', () => {
    expect(ids(filterUsers(USERS, q('telefone', '81')))).toEqual([1, 3]);
    expect(ids(filterUsers(USERS, q('telefone', '81 965')))).toEqual([1]);
    expect(ids(filterUsers(USERS, q('telefone', '+81')))).toEqual([]);
    expect(ids(filterUsers(USERS, q('telefone', '965')))).toEqual([]);
  });

  it('should invert the match for não é, keeping rows whose field is missing', () => {
    expect(ids(filterUsers(USERS, q('nome', 'em', 'não é')))).toEqual([2, 3, 4, 5]);
    expect(ids(filterUsers(USERS, q('idade', '28', 'não é')))).toEqual([2, 3, 5]);
    expect(ids(filterUsers(USERS, q('sexo', 'masculino', 'não é')))).toEqual([1, 3, 5]);
  });

  it('should never match a missing field', () => {
    for (const column of ['nome', 'email', 'telefone', 'idade'] as const) {
      expect(filterUsers([EMPTY], q(column, '1'))).toEqual([]);
    }
    expect(filterUsers([EMPTY], q('sexo', 'masculino', null))).toEqual([]);
  });

  it('should split the rows between é and não é', () => {
    const arbitraryUser = fc
      .record({
        id: fc.option(fc.integer({ min: 0, max: 9 })),
        firstName: fc.option(fc.constantFrom('Ana', 'Álvaro', 'José', 'jose', 'Emily')),
        gender: fc.option(fc.constantFrom<'female' | 'male'>('female', 'male')),
        phone: fc.option(fc.constantFrom('+81 965', '+55 11', '+1 2')),
      })
      .map((fields) => user(fields));
    const column = fc.constantFrom<ColumnKey>('id', 'nome', 'sexo', 'telefone', 'email', 'idade');
    const value = fc.constantFrom('1', 'a', 'jo', 'JOS', '81', '5', 'masculino', 'feminino', '');
    fc.assert(
      fc.property(fc.array(arbitraryUser, { maxLength: 20 }), column, value, (users, filter, v) => {
        const kept = filterUsers(users, q(filter, v, 'é'));
        const dropped = filterUsers(users, q(filter, v, 'não é'));
        if (buildUserFilter(q(filter, v, 'é')) === null) {
          expect(kept).toBe(users);
          expect(dropped).toBe(users);
        } else {
          expect(kept.length + dropped.length).toBe(users.length);
          expect(kept.filter((u) => dropped.includes(u))).toEqual([]);
          expect(filterUsers(users, q(filter, v, null))).toEqual(kept);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('buildHighlighter', () => {
  it('should cover the matched prefix of the name in original characters', () => {
    expect(highlightRange(JOSE, q('nome', 'jose'))).toEqual({ column: 'nome', start: 0, end: 4 });
    expect(highlightRange(EMILY, q('nome', 'Em'))).toEqual({ column: 'nome', start: 0, end: 2 });
    const decomposed = user({ firstName: 'Jose\u0301' });
    expect(highlightRange(decomposed, q('nome', 'jose'))).toEqual({ column: 'nome', start: 0, end: 5 });
  });

  it('should cover the matched prefix of the email', () => {
    expect(highlightRange(EMILY, q('email', 'emily.'))).toEqual({ column: 'email', start: 0, end: 6 });
  });

  it('should cover the phone from its second character', () => {
    expect(highlightRange(EMILY, q('telefone', '81 9'))).toEqual({ column: 'telefone', start: 1, end: 5 });
  });

  it('should cover the whole id, age or gender cell', () => {
    expect(highlightRange(SOPHIA, q('id', '3'))).toEqual({ column: 'id', start: 0, end: 1 });
    expect(highlightRange(SOPHIA, q('id', '003'))).toEqual({ column: 'id', start: 0, end: 1 });
    expect(highlightRange(EMILY, q('idade', '28'))).toEqual({ column: 'idade', start: 0, end: 2 });
    expect(highlightRange(EMILY, q('sexo', 'feminino', null))).toEqual({ column: 'sexo', start: 0, end: 8 });
    expect(highlightRange(MICHAEL, q('sexo', 'masculino', null))).toEqual({ column: 'sexo', start: 0, end: 9 });
  });

  it('should highlight nothing on a row that does not match', () => {
    expect(highlightRange(MICHAEL, q('nome', 'em'))).toBeNull();
    expect(highlightRange(EMPTY, q('nome', 'em'))).toBeNull();
  });

  it('should highlight nothing when no filter applies', () => {
    expect(highlightRange(EMILY, q('nome', ''))).toBeNull();
    expect(highlightRange(EMILY, q('id', 'x'))).toBeNull();
    expect(highlightRange(MICHAEL, q('sexo', 'Masculino', null))).toBeNull();
  });

  it('should highlight nothing under não é', () => {
    expect(highlightRange(MICHAEL, q('nome', 'em', 'não é'))).toBeNull();
    expect(buildHighlighter(q('nome', 'em', 'não é'))).toBeNull();
  });

  it('should highlight through a reusable highlighter', () => {
    const highlight = buildHighlighter(q('nome', 'so'));
    expect(highlight).not.toBeNull();
    expect(USERS.map((u) => highlight?.(u) ?? null)).toEqual([null, null, { column: 'nome', start: 0, end: 2 },
      null, null]);
  });
});

/** What the filter does per row: the query folded once, then matched against each cell. */
const matchPrefixLength = (text: string, query: string): number | null => matchFoldedPrefixLength(text, foldText(query));

describe('foldChar', () => {
  it('should lowercase ASCII letters and leave other ASCII alone', () => {
    expect(foldChar('A')).toBe('a');
    expect(foldChar('z')).toBe('z');
    expect(foldChar('@')).toBe('@');
    expect(foldChar('7')).toBe('7');
  });

  it('should strip diacritics', () => {
    expect(foldChar('É')).toBe('e');
    expect(foldChar('ç')).toBe('c');
    expect(foldChar('Ã')).toBe('a');
    expect(foldChar('ü')).toBe('u');
  });

  it('should fold a lone combining mark to nothing', () => {
    expect(foldChar('\u0301')).toBe('');
  });

  it('should fold the dotted capital I to a plain i', () => {
    expect(foldChar('İ')).toBe('i');
  });
});

describe('foldText', () => {
  it('should fold every character', () => {
    expect(foldText('José')).toBe('jose');
    expect(foldText('CONCEIÇÃO')).toBe('conceicao');
    expect(foldText('Jose\u0301')).toBe('jose');
    expect(foldText('')).toBe('');
  });
});

describe('matchFoldedPrefixLength', () => {
  it('should match a case- and accent-insensitive prefix', () => {
    expect(matchPrefixLength('José', 'jose')).toBe(4);
    expect(matchPrefixLength('José', 'JOSÉ')).toBe(4);
    expect(matchPrefixLength('jose', 'José')).toBe(4);
    expect(matchPrefixLength('Josefina', 'jose')).toBe(4);
    expect(matchPrefixLength('Emily', 'em')).toBe(2);
  });

  it('should return null when the text does not start with the query', () => {
    expect(matchPrefixLength('Maria', 'jose')).toBeNull();
    expect(matchPrefixLength('Jo', 'jose')).toBeNull();
    expect(matchPrefixLength('', 'a')).toBeNull();
    expect(matchPrefixLength('Ana', 'na')).toBeNull();
  });

  it('should match an empty query with length 0', () => {
    expect(matchPrefixLength('Ana', '')).toBe(0);
    expect(matchPrefixLength('', '')).toBe(0);
  });

  it('should count original characters, covering decomposed accents', () => {
    expect(matchPrefixLength('Jose\u0301 Silva', 'jose')).toBe(5);
    expect(matchPrefixLength('Jose\u0301', 'josé')).toBe(5);
  });

  it('should count surrogate pairs as two code units', () => {
    expect(matchPrefixLength('𝒜bc', '𝒜b')).toBe(3);
  });

  it('should treat the query as plain text, never as a pattern', () => {
    expect(matchPrefixLength('emily.j@x.com', 'emily.j')).toBe(7);
    expect(matchPrefixLength('emilyxj@x.com', 'emily.j')).toBeNull();
    expect(matchPrefixLength('abc', '.*')).toBeNull();
    expect(matchPrefixLength('(x', '(')).toBe(1);
    expect(matchPrefixLength('a+b', 'a+')).toBe(2);
  });

  it('should match every prefix of a text, covering exactly that prefix plus trailing marks', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), (text, cut) => {
        const chars = Array.from(text);
        const prefix = chars.slice(0, cut % (chars.length + 1)).join('');
        const length = matchPrefixLength(text, prefix);
        expect(length).not.toBeNull();
        // A prefix made only of combining marks folds to the empty query, which covers nothing.
        expect(length).toBeGreaterThanOrEqual(foldText(prefix) === '' ? 0 : prefix.length);
        expect(foldText(text.slice(0, length ?? 0))).toBe(foldText(prefix));
      }),
      { numRuns: 500 },
    );
  });

  it('should ignore letter case for ASCII text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.string({ unit: 'grapheme-ascii' }), (a, b) => {
        const text = a + b;
        expect(matchPrefixLength(text.toUpperCase(), a.toLowerCase())).toBe(a.length);
      }),
      { numRuns: 300 },
    );
  });

  it('should only report matches whose covered text folds to a string starting with the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 3 }), (text, query) => {
        const length = matchFoldedPrefixLength(text, foldText(query));
        if (length !== null) expect(foldText(text.slice(0, length)).startsWith(foldText(query))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
