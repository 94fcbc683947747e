// Sorting of the user table (spec §4: only with orderby set, on id, nome, idade or data de nasc.; nome is the first
// name). Each row becomes one number per call, so the sort compares numbers in a typed array with no allocation.

import type { CalendarDate, ColumnKey, SortDirection, User } from './types';
import { isSortableColumn } from './types';

let collator: Intl.Collator | undefined;

// Built by the first sort by name, not at module load: the table's chunk is on the way to the first rows, and a
// pt-BR collator makes ICU load its data (docs/DECISIONS.md "No locale data at module load").
function nameCollator(): Intl.Collator {
  collator ??= new Intl.Collator('pt-BR');
  return collator;
}

type KeyReader = (user: User) => number | null;

function dateKey(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

/** Names the collator finds equal share a rank, so ranks compare exactly as the collator would. */
function nameRanks(users: readonly User[]): Map<string, number> {
  const distinct = new Set<string>();
  for (const u of users) if (u.firstName !== null) distinct.add(u.firstName);
  const { compare } = nameCollator();
  const names = Array.from(distinct).sort(compare);
  const ranks = new Map<string, number>();
  let rank = 0;
  let previous: string | null = null;
  for (const name of names) {
    if (previous !== null && compare(previous, name) !== 0) rank += 1;
    ranks.set(name, rank);
    previous = name;
  }
  return ranks;
}

function keyReader(column: ColumnKey, users: readonly User[]): KeyReader | null {
  switch (column) {
    case 'id':
      return (u) => u.id;
    case 'idade':
      return (u) => u.age;
    case 'nome': {
      const ranks = nameRanks(users);
      return (u) => (u.firstName === null ? null : (ranks.get(u.firstName) ?? null));
    }
    case 'data de nasc.':
      // Dates compare as days, not as text: 1996-10-1 is after 1996-5-30.
      return (u) => (u.birthDate === null ? null : dateKey(u.birthDate));
    default:
      return null;
  }
}

/** Spec §4 as written (id: decrescente descends; others: all but crescente), so a new direction changes nothing. */
function isDescending(column: ColumnKey, orderby: SortDirection): boolean {
  return column === 'id' ? orderby === 'decrescente' : orderby !== 'crescente';
}

/** Returns the very same array when no sort applies, so memoised selectors keep their result; else a stable sort. */
export function sortUsers(
  users: readonly User[],
  sortby: ColumnKey | null,
  orderby: SortDirection | null,
): readonly User[] {
  if (orderby === null || !isSortableColumn(sortby)) return users;
  const read = keyReader(sortby, users);
  if (read === null) return users;
  const sign = isDescending(sortby, orderby) ? -1 : 1;
  const keys = new Float64Array(users.length);
  const order = new Uint32Array(users.length);
  for (let i = 0; i < users.length; i += 1) {
    const key = read(users[i] as User);
    // Missing values get +Infinity whatever the direction, so they stay last.
    keys[i] = key === null ? Number.POSITIVE_INFINITY : sign * key;
    order[i] = i;
  }
  // Ties fall back to the original position: stable, keeping the service order.
  order.sort((a, b) => {
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  });
  return Array.from(order, (i) => users[i] as User);
}
