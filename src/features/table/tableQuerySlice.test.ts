import { setupTestStore } from '@/testing/renderWithProviders';
import { parseTableQuery } from './tableQuery';
import { selectTableQuery, tableQuerySlice, urlParsed } from './tableQuerySlice';
import { EMPTY_TABLE_QUERY } from './types';

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
