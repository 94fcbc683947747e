import fc from 'fast-check';

import { formatBirthDate, genderLabel, parseCalendarDate, parseUsersResponse } from './parseUsers';
import type { User } from './types';
import { EMPTY_USER } from '@/testing/tableUsers';

const EMILY = {
  id: 1,
  firstName: 'Emily',
  lastName: 'Johnson',
  age: 28,
  gender: 'female',
  email: 'emily.johnson@x.dummyjson.com',
  phone: '+81 965-431-3024',
  birthDate: '1996-5-30',
};

const ALL_NULL: User = EMPTY_USER;

describe('parseUsersResponse', () => {
  it('should map a DummyJSON answer to domain users', () => {
    const users = parseUsersResponse({ users: [EMILY], total: 208, skip: 0, limit: 1 });
    expect(users).toEqual([
      {
        id: 1,
        firstName: 'Emily',
        age: 28,
        gender: 'female',
        email: 'emily.johnson@x.dummyjson.com',
        phone: '+81 965-431-3024',
        birthDate: { year: 1996, month: 5, day: 30 },
      },
    ]);
  });

  it('should accept an empty list', () => {
    expect(parseUsersResponse({ users: [] })).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', 'users'],
    ['a number', 42],
    ['an array', [EMILY]],
  ])('should throw when the answer is %s', (_name, raw) => {
    expect(() => parseUsersResponse(raw)).toThrow('not an object');
  });

  it('should throw when users is missing or not an array', () => {
    expect(() => parseUsersResponse({ total: 0 })).toThrow('missing users');
    expect(() => parseUsersResponse({ users: { 0: EMILY } })).toThrow('users is not an array');
    expect(() => parseUsersResponse({ users: null })).toThrow('users is not an array');
  });

  it('should turn a non-object item into a user with all fields null', () => {
    expect(parseUsersResponse({ users: [null, 7, 'x', [1]] })).toEqual([ALL_NULL, ALL_NULL, ALL_NULL, ALL_NULL]);
  });

  it('should turn each missing or malformed field into null without dropping the user', () => {
    const [user] = parseUsersResponse({
      users: [
        { id: '1', firstName: 3, age: -1, gender: 7, email: '', phone: '   ', birthDate: '1996-13-01' },
      ],
    });
    expect(user).toEqual(ALL_NULL);
  });

  it('should keep only non-negative safe integers as id and age', () => {
    const parse = (value: unknown) => parseUsersResponse({ users: [{ id: value, age: value }] })[0];
    expect(parse(0)).toMatchObject({ id: 0, age: 0 });
    expect(parse(28.5)).toMatchObject({ id: null, age: null });
    expect(parse(Number.NaN)).toMatchObject({ id: null, age: null });
    expect(parse(Number.POSITIVE_INFINITY)).toMatchObject({ id: null, age: null });
    expect(parse(2 ** 53)).toMatchObject({ id: null, age: null });
  });

  it('should keep female and read any other non-empty gender as male', () => {
    const parse = (gender: unknown) => parseUsersResponse({ users: [{ gender }] })[0]?.gender;
    expect(parse('female')).toBe('female');
    expect(parse('male')).toBe('male');
    expect(parse('other')).toBe('male');
    expect(parse('Female')).toBe('male');
    expect(parse('')).toBeNull();
    expect(parse(undefined)).toBeNull();
    expect(parse(true)).toBeNull();
  });

  it('should never throw for any list of items', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (items) => {
        const users = parseUsersResponse({ users: items });
        expect(users).toHaveLength(items.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseCalendarDate', () => {
  it('should read dates with or without zero padding', () => {
    expect(parseCalendarDate('1996-5-30')).toEqual({ year: 1996, month: 5, day: 30 });
    expect(parseCalendarDate('1996-05-30')).toEqual({ year: 1996, month: 5, day: 30 });
    expect(parseCalendarDate(' 2001-1-9 ')).toEqual({ year: 2001, month: 1, day: 9 });
  });

  it('should follow the leap year rules for 29 February', () => {
    expect(parseCalendarDate('2024-2-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2000-2-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate('1900-2-29')).toBeNull();
    expect(parseCalendarDate('2023-2-29')).toBeNull();
  });

  it.each(['1996-13-1', '1996-0-10', '1996-2-30', '1996-4-31', '1996-5-0', '1996-5-x', 'abc', '', '96-5-30',
    '1996/5/30', '1996-5-30T00:00:00Z', '1996-005-30'])('should reject %p', (value) => {
    expect(parseCalendarDate(value)).toBeNull();
  });

  it('should reject non-string values', () => {
    expect(parseCalendarDate(19960530)).toBeNull();
    expect(parseCalendarDate(null)).toBeNull();
    expect(parseCalendarDate({ year: 1996, month: 5, day: 30 })).toBeNull();
  });

  it('should accept exactly the days that exist in the calendar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const instant = new Date(Date.UTC(year, month - 1, day));
          const exists =
            instant.getUTCFullYear() === year && instant.getUTCMonth() === month - 1 && instant.getUTCDate() === day;
          const parsed = parseCalendarDate(`${year}-${month}-${day}`);
          expect(parsed).toEqual(exists ? { year, month, day } : null);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('formatBirthDate', () => {
  it('should format as dd/mm/aaaa', () => {
    expect(formatBirthDate({ year: 1996, month: 5, day: 30 })).toBe('30/05/1996');
    expect(formatBirthDate({ year: 2001, month: 11, day: 3 })).toBe('03/11/2001');
  });

  it('should show the placeholder for a missing date', () => {
    expect(formatBirthDate(null)).toBe('—');
  });
});

describe('genderLabel', () => {
  it('should label female as Feminino and male as Masculino', () => {
    expect(genderLabel('female')).toBe('Feminino');
    expect(genderLabel('male')).toBe('Masculino');
    expect(genderLabel(null)).toBeNull();
  });
});
