import fc from 'fast-check';

import {
  CLEARED_FILTER,
  CLEARED_SORT,
  filterColumnChange,
  TABLE_QUERY_KEYS,
  normalizeTableQuery,
  parseTableQuery,
  sanitizeFilterValue,
  selectTableQuery,
  serializeTableQuery,
  tableQuerySlice,
  urlParsed,
} from './tableQuery';
import { setupTestStore } from '@/testing/renderWithProviders';
import type { ColumnKey, TableQuery } from './types';
import {
  COLUMNS,
  EMPTY_TABLE_QUERY,
  FILTERABLE_COLUMNS,
  FILTER_STATUSES,
  SORTABLE_COLUMNS,
  SORT_DIRECTIONS,
} from './types';

const query = (partial: Partial<TableQuery>): TableQuery => ({ ...EMPTY_TABLE_QUERY, ...partial });

describe('parseTableQuery', () => {
  it('should read every parameter, with or without the leading ?', () => {
    const expected = query({ sortby: 'idade', orderby: 'decrescente', filter: 'nome', status: 'é', value: 'an' });
    expect(parseTableQuery('?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an')).toEqual(expected);
    expect(parseTableQuery('sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an')).toEqual(expected);
  });

  it('should read the empty search as the empty query', () => {
    expect(parseTableQuery('')).toEqual(EMPTY_TABLE_QUERY);
    expect(parseTableQuery('?')).toEqual(EMPTY_TABLE_QUERY);
  });

  it('should read encoded spaces and accents', () => {
    expect(parseTableQuery('sortby=data+de+nasc.&orderby=crescente')).toEqual(
      query({ sortby: 'data de nasc.', orderby: 'crescente' }),
    );
    expect(parseTableQuery('sortby=data%20de%20nasc.')).toEqual(query({ sortby: 'data de nasc.' }));
    expect(parseTableQuery('status=n%C3%A3o+%C3%A9')).toEqual(query({ status: 'não é' }));
    expect(parseTableQuery('status=não é')).toEqual(query({ status: 'não é' }));
  });

  it('should accept other spellings of the same value', () => {
    expect(parseTableQuery('sortby=NOME&orderby=Crescente')).toEqual(query({ sortby: 'nome', orderby: 'crescente' }));
    // `é` written as `e` followed by a combining acute accent
    expect(parseTableQuery('status=e%CC%81')).toEqual(query({ status: 'é' }));
  });

  it('should ignore unknown keys and drop invalid values', () => {
    expect(parseTableQuery('foo=bar&sortby=altura&orderby=up&filter=cidade&status=talvez&value=x')).toEqual(
      EMPTY_TABLE_QUERY,
    );
  });

  // Spec §4: "Id uses crescente or decrescente; for the other columns anything other than crescente is descending."
  it.each(['idade', 'nome', 'data+de+nasc.'])('should read any other orderby as decrescente for %s', (column) => {
    const sortby = decodeURIComponent(column.replace(/\+/g, ' ')) as ColumnKey;
    for (const orderby of ['xyz', 'up', 'asc', '1', 'descending']) {
      expect(parseTableQuery(`sortby=${column}&orderby=${orderby}`)).toEqual(query({ sortby, orderby: 'decrescente' }));
    }
  });

  it('should sort id only with exactly crescente or decrescente', () => {
    expect(parseTableQuery('sortby=id&orderby=xyz')).toEqual(query({ sortby: 'id' }));
    expect(parseTableQuery('sortby=id&orderby=decrescente')).toEqual(query({ sortby: 'id', orderby: 'decrescente' }));
  });

  it('should treat an empty orderby as not set, and an unknown one without a sortable column as nothing', () => {
    expect(parseTableQuery('sortby=idade&orderby=')).toEqual(query({ sortby: 'idade' }));
    expect(parseTableQuery('sortby=idade&orderby=+')).toEqual(query({ sortby: 'idade' }));
    expect(parseTableQuery('orderby=xyz')).toEqual(EMPTY_TABLE_QUERY);
    expect(parseTableQuery('sortby=sexo&orderby=xyz')).toEqual(EMPTY_TABLE_QUERY);
  });

  it('should drop a sort column the sort picker does not offer', () => {
    expect(parseTableQuery('sortby=sexo&orderby=crescente')).toEqual(query({ orderby: 'crescente' }));
    expect(parseTableQuery('sortby=email')).toEqual(EMPTY_TABLE_QUERY);
  });

  it('should drop a filter column the filter picker does not offer, and its value', () => {
    expect(parseTableQuery('filter=data+de+nasc.&status=%C3%A9&value=1996')).toEqual(query({ status: 'é' }));
  });

  it('should keep a column or status chosen on its own', () => {
    expect(parseTableQuery('sortby=id')).toEqual(query({ sortby: 'id' }));
    expect(parseTableQuery('filter=email')).toEqual(query({ filter: 'email' }));
    expect(parseTableQuery('status=%C3%A9')).toEqual(query({ status: 'é' }));
  });

  it('should drop the status when the filter column is Sexo', () => {
    expect(parseTableQuery('filter=sexo&status=n%C3%A3o+%C3%A9&value=masculino')).toEqual(
      query({ filter: 'sexo', value: 'masculino' }),
    );
  });

  it('should drop the value when there is no filter column', () => {
    expect(parseTableQuery('value=an')).toEqual(EMPTY_TABLE_QUERY);
  });

  it('should sanitise, trim and cut the value', () => {
    const read = (value: string) => parseTableQuery(`filter=nome&value=${encodeURIComponent(value)}`).value;
    expect(read('  an  ')).toBe('an');
    expect(read('Jo\u00e3o!')).toBe('João');
    expect(read('<script>')).toBe('script');
    expect(read('a\tb')).toBe('a b');
    expect(read('a'.repeat(40))).toBe('a'.repeat(27));
    expect(read(`${' '.repeat(5)}${'b'.repeat(26)} c`)).toBe('b'.repeat(26));
    expect(read('!!!')).toBe('');
  });

  it('should use the first occurrence of a repeated key', () => {
    expect(parseTableQuery('sortby=id&sortby=nome')).toEqual(query({ sortby: 'id' }));
  });

  it('should not throw on malformed percent-encoding', () => {
    expect(parseTableQuery('%E0%A4%A')).toEqual(EMPTY_TABLE_QUERY);
    expect(parseTableQuery('filter=nome&value=%E0%A4%A')).toEqual(query({ filter: 'nome', value: 'A' }));
    expect(parseTableQuery('sortby=%&orderby=%ZZ&filter=%C3&status=%')).toEqual(EMPTY_TABLE_QUERY);
  });

  it('should never throw for any string', () => {
    const anyString = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      // lone surrogates included
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
    );
    fc.assert(
      fc.property(anyString, (search) => {
        const parsed = parseTableQuery(search);
        expect(normalizeTableQuery(parsed)).toEqual(parsed);
      }),
      { numRuns: 1000 },
    );
  });

  it('should never throw for query strings built from the five keys with random values', () => {
    const noise = fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%C3', '%C3%A9', '+', '=', '&', '?', '#', 'é', '\uD800');
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(...COLUMNS.map((c) => encodeURIComponent(c.key)), 'crescente', 'n%C3%A3o+%C3%A9', 'Masculino'),
      fc.array(fc.oneof(noise, fc.string({ maxLength: 3 })), { maxLength: 6 }).map((parts) => parts.join('')),
    );
    const pair = fc.tuple(fc.constantFrom(...TABLE_QUERY_KEYS, 'x', ''), value).map(([k, v]) => `${k}=${v}`);
    const search = fc
      .tuple(fc.boolean(), fc.array(pair, { maxLength: 8 }))
      .map(([mark, pairs]) => `${mark ? '?' : ''}${pairs.join('&')}`);
    fc.assert(
      fc.property(search, (s) => {
        const parsed = parseTableQuery(s);
        expect(parseTableQuery(serializeTableQuery(parsed))).toEqual(parsed);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('serializeTableQuery', () => {
  it('should write nothing for the empty query', () => {
    expect(serializeTableQuery(EMPTY_TABLE_QUERY)).toBe('');
  });

  it('should write the keys in a stable order without a leading ?', () => {
    const q = query({ value: 'an', status: 'é', filter: 'nome', orderby: 'decrescente', sortby: 'idade' });
    expect(serializeTableQuery(q)).toBe('sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an');
  });

  it('should omit empty fields and encode like URLSearchParams', () => {
    expect(serializeTableQuery(query({ sortby: 'data de nasc.', orderby: 'crescente' }))).toBe(
      'sortby=data+de+nasc.&orderby=crescente',
    );
    expect(serializeTableQuery(query({ filter: 'telefone', status: 'não é', value: '81 9' }))).toBe(
      'filter=telefone&status=n%C3%A3o+%C3%A9&value=81+9',
    );
  });

  it('should apply the query rules before writing', () => {
    expect(serializeTableQuery(query({ filter: 'sexo', status: 'é', value: 'feminino' }))).toBe(
      'filter=sexo&value=feminino',
    );
    expect(serializeTableQuery(query({ value: 'orphan' }))).toBe('');
    expect(serializeTableQuery(query({ filter: 'nome', value: ' an! ' }))).toBe('filter=nome&value=an');
  });
});

// A valid query built directly from the rules, independently of normalizeTableQuery.
const allowedChar = fc.constantFrom(...'abcxyzABCXYZáéíóúãõçÁÉÇ0123456789 @._+-', 'e\u0301', '𝒜');
const validValue = fc
  .array(allowedChar, { maxLength: 40 })
  .map((chars) => Array.from(chars.join('').trim()).slice(0, 27).join('').trim());
const validQuery: fc.Arbitrary<TableQuery> = fc
  .record({
    sortby: fc.constantFrom(null, ...SORTABLE_COLUMNS.map((c) => c.key)),
    orderby: fc.constantFrom(null, ...SORT_DIRECTIONS),
    filter: fc.constantFrom(null, ...FILTERABLE_COLUMNS.map((c) => c.key)),
    status: fc.constantFrom(null, ...FILTER_STATUSES),
    value: validValue,
  })
  .map((q) => ({
    ...q,
    status: q.filter === 'sexo' ? null : q.status,
    value: q.filter === null ? '' : q.value,
  }));

describe('normalizeTableQuery', () => {
  it('should leave a valid query unchanged', () => {
    fc.assert(
      fc.property(validQuery, (q) => {
        expect(normalizeTableQuery(q)).toEqual(q);
      }),
      { numRuns: 500 },
    );
  });

  it('should be idempotent on any raw input', () => {
    const raw = fc.record(
      {
        sortby: fc.oneof(fc.string(), fc.constantFrom(...COLUMNS.map((c) => c.key))),
        orderby: fc.oneof(fc.string(), fc.constantFrom(...SORT_DIRECTIONS)),
        filter: fc.oneof(fc.string(), fc.constantFrom(...COLUMNS.map((c) => c.key))),
        status: fc.oneof(fc.string(), fc.constantFrom(...FILTER_STATUSES)),
        value: fc.string({ unit: 'binary', maxLength: 40 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(raw, (r) => {
        const once = normalizeTableQuery(r);
        expect(normalizeTableQuery(once)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe('round trip', () => {
  it('should bring any valid query back unchanged through serialise then parse', () => {
    fc.assert(
      fc.property(validQuery, (q) => {
        expect(parseTableQuery(serializeTableQuery(q))).toEqual(q);
        expect(parseTableQuery(`?${serializeTableQuery(q)}`)).toEqual(q);
      }),
      { numRuns: 1000 },
    );
  });

  it('should bring any parsed query back unchanged through serialise then parse', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (search) => {
        const parsed = parseTableQuery(search);
        expect(parseTableQuery(serializeTableQuery(parsed))).toEqual(parsed);
      }),
      { numRuns: 500 },
    );
  });
});

describe('sanitizeFilterValue', () => {
  it('should keep letters with accents, digits, spaces and @ . _ + -', () => {
    expect(sanitizeFilterValue('José Conceição')).toBe('José Conceição');
    expect(sanitizeFilterValue('emily.j_2+x@mail-box.com')).toBe('emily.j_2+x@mail-box.com');
    expect(sanitizeFilterValue('+81 965-431')).toBe('+81 965-431');
  });

  it('should strip characters that cannot match any column', () => {
    expect(sanitizeFilterValue('a*b(c)[d]\\e$f^g|h?i')).toBe('abcdefghi');
    expect(sanitizeFilterValue('<img src=x>')).toBe('img srcx');
    expect(sanitizeFilterValue('ana😀')).toBe('ana');
  });

  it('should turn other white space into plain spaces and not trim', () => {
    expect(sanitizeFilterValue(' a\tb\u00a0c ')).toBe(' a b c ');
  });

  it('should cut to 27 characters without splitting a surrogate pair', () => {
    expect(sanitizeFilterValue('x'.repeat(30))).toBe('x'.repeat(27));
    const long = `${'a'.repeat(26)}𝒜b`;
    expect(sanitizeFilterValue(long)).toBe(`${'a'.repeat(26)}𝒜`);
  });

  it('should be idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
        const once = sanitizeFilterValue(raw);
        expect(sanitizeFilterValue(once)).toBe(once);
        expect(Array.from(once).length).toBeLessThanOrEqual(27);
      }),
      { numRuns: 500 },
    );
  });
});

describe('filter couplings (spec §4)', () => {
  it('should remove the status and the value when Sexo is chosen', () => {
    expect(filterColumnChange('sexo', { value: 'an' })).toEqual({ filter: 'sexo', status: null, value: '' });
  });

  it('should delete the value when the column is cleared', () => {
    expect(filterColumnChange(null, { value: 'an' })).toEqual({ filter: null, value: '' });
  });

  it('should keep status and value when another column is chosen', () => {
    expect(filterColumnChange('email', { value: 'an' })).toEqual({ filter: 'email', value: 'an' });
  });

  it('should clear every filter field, or both sort fields, on Resetar', () => {
    const full = normalizeTableQuery({ sortby: 'nome', orderby: 'crescente', filter: 'nome', status: 'é', value: 'an' });
    expect(normalizeTableQuery({ ...full, ...CLEARED_FILTER })).toEqual({ ...full, filter: null, status: null, value: '' });
    expect(normalizeTableQuery({ ...full, ...CLEARED_SORT })).toEqual({ ...full, sortby: null, orderby: null });
  });
});

describe('tableQuerySlice', () => {
  it('should start with the empty query', () => {
    expect(tableQuerySlice.reducer(undefined, { type: 'unknown' })).toEqual(EMPTY_TABLE_QUERY);
  });

  it('should mirror each parsed URL whole, dropping what the previous one held', () => {
    const store = setupTestStore();
    store.dispatch(urlParsed(parseTableQuery('sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an')));
    expect(selectTableQuery(store.getState())).toEqual({
      sortby: 'idade',
      orderby: 'decrescente',
      filter: 'nome',
      status: 'é',
      value: 'an',
    });
    store.dispatch(urlParsed(parseTableQuery('filter=sexo&value=feminino')));
    expect(selectTableQuery(store.getState())).toEqual({ ...EMPTY_TABLE_QUERY, filter: 'sexo', value: 'feminino' });
  });

  it('should read as an event in the action log (ARCHITECTURE.md §3)', () => {
    expect(urlParsed(EMPTY_TABLE_QUERY).type).toBe('tableQuery/urlParsed');
  });
});
