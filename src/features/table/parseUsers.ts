// Boundary check of the users answer (spec §3, §7). The service is untrusted: a bad field becomes null, so one odd
// record never hides the table; only an answer with no user list is rejected.

import type { CalendarDate, Gender, User } from './types';
import { MISSING_VALUE } from './types';

type UnknownRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Ids and ages are counts: anything but a non-negative safe integer is treated as malformed. */
function toCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** Blank text counts as missing, so the cell shows the placeholder, not an empty box. */
function toText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Spec §3: gender is 'female' or other; any other non-empty text is shown as Masculino. */
function toGender(value: unknown): Gender | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value === 'female' ? 'female' : 'male';
}

const DATE_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `yyyy-m-d` as a calendar day; not `new Date(string)`, which shifts the day by zone and rolls Feb 30 over. */
export function parseCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = DATE_PATTERN.exec(value.trim());
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function toUser(item: unknown): User {
  const record: UnknownRecord = isRecord(item) ? item : {};
  return {
    id: toCount(record.id),
    firstName: toText(record.firstName),
    age: toCount(record.age),
    gender: toGender(record.gender),
    email: toText(record.email),
    phone: toText(record.phone),
    birthDate: parseCalendarDate(record.birthDate),
  };
}

/** Throws only when there is no user list at all. */
export function parseUsersResponse(raw: unknown): User[] {
  if (!isRecord(raw)) throw new Error('Invalid users response: not an object');
  if (!('users' in raw)) throw new Error('Invalid users response: missing users');
  const { users } = raw;
  if (!Array.isArray(users)) throw new Error('Invalid users response: users is not an array');
  return users.map(toUser);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Spec §3: `dd/mm/aaaa`. */
export function formatBirthDate(date: CalendarDate | null): string {
  if (date === null) return MISSING_VALUE;
  return `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;
}

export type GenderLabel = 'Feminino' | 'Masculino';

/** Spec §3. */
export function genderLabel(gender: Gender | null): GenderLabel | null {
  if (gender === null) return null;
  return gender === 'female' ? 'Feminino' : 'Masculino';
}
