import fc from 'fast-check';

import { sortUsers } from './sortUsers';
import type { CalendarDate, ColumnKey, SortDirection, User } from './types';
import { user } from '@/testing/tableUsers';


const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const ids = (users: readonly User[]) => users.map((u) => u.id);

const USERS: readonly User[] = [
  user({ id: 3, firstName: 'Érica', age: 30, birthDate: date(1996, 10, 1) }),
  user({ id: 1, firstName: 'Zoe', age: 25, birthDate: date(1996, 5, 30) }),
  user({ id: 5, firstName: 'ana', age: 30, birthDate: date(1980, 12, 31) }),
  user({ id: 2, firstName: 'Eduardo', age: 41, birthDate: date(2001, 1, 9) }),
  user({ id: 4, firstName: 'Álvaro', age: 25, birthDate: date(1996, 5, 2) }),
];

describe('sortUsers', () => {
  it('should return the same array when no sort applies', () => {
    expect(sortUsers(USERS, null, null)).toBe(USERS);
    expect(sortUsers(USERS, 'idade', null)).toBe(USERS);
    expect(sortUsers(USERS, null, 'crescente')).toBe(USERS);
  });

  it.each<ColumnKey>(['sexo', 'email', 'telefone'])('should not sort by %s', (column) => {
    expect(sortUsers(USERS, column, 'crescente')).toBe(USERS);
  });

  it('should return a new array and leave the input untouched', () => {
    const before = ids(USERS);
    const sorted = sortUsers(USERS, 'id', 'crescente');
    expect(sorted).not.toBe(USERS);
    expect(ids(USERS)).toEqual(before);
  });

  it('should sort ids ascending for crescente and descending for decrescente', () => {
    expect(ids(sortUsers(USERS, 'id', 'crescente'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortUsers(USERS, 'id', 'decrescente'))).toEqual([5, 4, 3, 2, 1]);
  });

  it('should sort ages keeping the original order of equal ages', () => {
    expect(ids(sortUsers(USERS, 'idade', 'crescente'))).toEqual([1, 4, 3, 5, 2]);
    expect(ids(sortUsers(USERS, 'idade', 'decrescente'))).toEqual([2, 3, 5, 1, 4]);
  });

  it('should sort first names with the pt-BR collation', () => {
    const names = (users: readonly User[]) => users.map((u) => u.firstName);
    expect(names(sortUsers(USERS, 'nome', 'crescente'))).toEqual(['Álvaro', 'ana', 'Eduardo', 'Érica', 'Zoe']);
    expect(names(sortUsers(USERS, 'nome', 'decrescente'))).toEqual(['Zoe', 'Érica', 'Eduardo', 'ana', 'Álvaro']);
  });

  it('should keep names the collator finds equal in their original order', () => {
    const composed = user({ id: 1, firstName: 'José' });
    const decomposed = user({ id: 2, firstName: 'Jose\u0301' });
    const other = user({ id: 3, firstName: 'Ana' });
    expect(ids(sortUsers([composed, other, decomposed], 'nome', 'crescente'))).toEqual([3, 1, 2]);
    expect(ids(sortUsers([decomposed, other, composed], 'nome', 'decrescente'))).toEqual([2, 1, 3]);
  });

  it('should order names exactly as a stable sort with the pt-BR collator', () => {
    const collator = new Intl.Collator('pt-BR');
    const name = fc.oneof(
      fc.constantFrom('ana', 'Ana', 'Álvaro', 'alvaro', 'José', 'Jose\u0301', 'jose', 'Érica', 'Zoe', 'Ana Maria'),
      fc.string({ maxLength: 4 }),
    );
    const arbitraryUser = fc.record({ firstName: fc.option(name) }).map((fields) => user(fields));
    fc.assert(
      fc.property(fc.array(arbitraryUser, { maxLength: 30 }), (users) => {
        const present = users.filter((u) => u.firstName !== null);
        const missing = users.filter((u) => u.firstName === null);
        const compare = (a: User, b: User) => collator.compare(a.firstName as string, b.firstName as string);
        expect(sortUsers(users, 'nome', 'crescente')).toEqual([...present.sort(compare), ...missing]);
        const descending = users.filter((u) => u.firstName !== null).sort((a, b) => compare(b, a));
        expect(sortUsers(users, 'nome', 'decrescente')).toEqual([...descending, ...missing]);
      }),
      { numRuns: 300 },
    );
  });

  it('should sort birth dates as dates, not as text', () => {
    expect(ids(sortUsers(USERS, 'data de nasc.', 'crescente'))).toEqual([5, 4, 1, 3, 2]);
    expect(ids(sortUsers(USERS, 'data de nasc.', 'decrescente'))).toEqual([2, 3, 1, 4, 5]);
  });

  it.each<[ColumnKey, Partial<User>]>([
    ['id', { id: 7 }],
    ['nome', { firstName: 'Bia' }],
    ['idade', { age: 20 }],
    ['data de nasc.', { birthDate: date(1990, 1, 1) }],
  ])('should put missing values last in both directions for %s', (column, present) => {
    const missingA = user({ email: 'a' });
    const missingB = user({ email: 'b' });
    const other = user({ ...present, email: 'c' });
    const list = [missingA, other, missingB];
    for (const direction of ['crescente', 'decrescente'] as const) {
      expect(sortUsers(list, column, direction).map((u) => u.email)).toEqual(['c', 'a', 'b']);
    }
  });

  it('should be a stable, ordered permutation of the input', () => {
    const arbitraryUser = fc
      .record({ id: fc.option(fc.integer({ min: 0, max: 5 })), age: fc.option(fc.integer({ min: 0, max: 5 })) })
      .map((fields) => user(fields));
    const direction = fc.constantFrom<SortDirection>('crescente', 'decrescente');
    fc.assert(
      fc.property(fc.array(arbitraryUser, { maxLength: 40 }), direction, (users, orderby) => {
        const sorted = sortUsers(users, 'idade', orderby);
        expect([...sorted].sort((a, b) => users.indexOf(a) - users.indexOf(b))).toEqual(users);
        for (let i = 1; i < sorted.length; i += 1) {
          const a = sorted[i - 1] as User;
          const b = sorted[i] as User;
          if (a.age === null) expect(b.age).toBeNull();
          else if (b.age !== null) {
            if (a.age === b.age) expect(users.indexOf(a)).toBeLessThan(users.indexOf(b));
            else expect(orderby === 'crescente' ? a.age < b.age : a.age > b.age).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
