import { setupTestStore } from '@/testing/renderWithProviders';
import type { RootState } from '@/app/store';
import { parseTableQuery, selectTableQuery, urlParsed } from './tableQuery';
import * as querySelectors from './selectors';
import { selectUsers } from './selectors';
import type { TableQuery } from './types';
import { USERS_LIMIT, usersApi } from './usersApi';

/** A query selector driven by the store's mirror (the page passes React's deferred copy of it instead). */
const atMirror =
  <T,>(selector: (state: RootState, query: TableQuery) => T) =>
  (state: RootState) =>
    selector(state, selectTableQuery(state));
const selectHighlighter = atMirror(querySelectors.selectHighlighter);
const selectIsFilterActive = atMirror(querySelectors.selectIsFilterActive);
const selectIsSortActive = atMirror(querySelectors.selectIsSortActive);
const selectResultCounter = atMirror(querySelectors.selectResultCounter);
const selectSummary = atMirror(querySelectors.selectSummary);
const selectVisibleUsers = atMirror(querySelectors.selectVisibleUsers);

async function storeWithUsers(search = '') {
  const store = setupTestStore();
  await store.dispatch(usersApi.endpoints.getUsers.initiate(USERS_LIMIT));
  store.dispatch(urlParsed(parseTableQuery(search)));
  return store;
}

describe('table selectors', () => {
  it('should expose the users received and count them as the total', async () => {
    const store = await storeWithUsers();
    expect(selectUsers(store.getState())).toHaveLength(208);
    expect(selectResultCounter(store.getState())).toBe('Exibindo 208 de 208 resultados');
    expect(selectSummary(store.getState())).toEqual([]);
  });

  it('should sort, filter, count and summarise from the URL query', async () => {
    const store = await storeWithUsers('sortby=idade&orderby=decrescente&filter=nome&status=é&value=an');
    const rows = selectVisibleUsers(store.getState());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((user) => /^an/i.test((user.firstName ?? '').normalize('NFD').replace(/\p{M}/gu, '')))).toBe(true);
    const ages = rows.map((user) => user.age ?? 0);
    expect([...ages].sort((a, b) => b - a)).toEqual(ages);
    expect(selectResultCounter(store.getState())).toBe(`Exibindo ${rows.length} de 208 resultados`);
    expect(selectSummary(store.getState())).toEqual([
      'Ordenado por Idade em ordem decrescente',
      'Filtrado por Nome (é) : an',
    ]);
    expect(selectIsSortActive(store.getState())).toBe(true);
    expect(selectIsFilterActive(store.getState())).toBe(true);
    expect(selectHighlighter(store.getState())?.(rows[0]!)).toEqual({ column: 'nome', start: 0, end: 2 });
  });

  it('should sort descending and say decrescente for any other orderby on a column other than id (spec §4)', async () => {
    const store = await storeWithUsers('sortby=idade&orderby=xyz');
    const ages = selectVisibleUsers(store.getState()).map((user) => user.age ?? 0);
    expect([...ages].sort((a, b) => b - a)).toEqual(ages);
    expect(ages[0]).toBeGreaterThan(ages.at(-1) ?? 0);
    expect(selectSummary(store.getState())).toEqual(['Ordenado por Idade em ordem decrescente']);
  });

  it('should show every user for Masculino without a status, and filter em without one (spec §5)', async () => {
    const masculino = await storeWithUsers('filter=nome&value=Masculino');
    expect(selectVisibleUsers(masculino.getState())).toHaveLength(208);
    expect(selectSummary(masculino.getState())).toEqual([]);
    const em = await storeWithUsers('filter=nome&value=em');
    const names = selectVisibleUsers(em.getState()).map((user) => user.firstName ?? '');
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(208);
    expect(names.every((name) => /^em/i.test(name.normalize('NFD').replace(/\p{M}/gu, '')))).toBe(true);
  });

  it('should keep the sort cached while only the filter changes', async () => {
    const store = await storeWithUsers('sortby=nome&orderby=crescente&filter=nome&status=é&value=a');
    const first = selectVisibleUsers(store.getState());
    store.dispatch(urlParsed(parseTableQuery('sortby=nome&orderby=crescente&filter=nome&status=é&value=an')));
    const second = selectVisibleUsers(store.getState());
    expect(second).not.toBe(first);
    // Same query again: the memoised result is returned as is.
    store.dispatch(urlParsed(parseTableQuery('sortby=nome&orderby=crescente&filter=nome&status=é&value=an')));
    expect(selectVisibleUsers(store.getState())).toBe(second);
  });

  it('should invert the match and highlight nothing for "não é"', async () => {
    const store = await storeWithUsers('filter=sexo&value=feminino');
    const women = selectVisibleUsers(store.getState()).length;
    const notWomen = (await storeWithUsers('filter=nome&status=não é&value=a'))
      .getState();
    expect(women).toBeGreaterThan(0);
    expect(selectHighlighter(notWomen)).toBeNull();
  });

  it('should show every row, with no dot, for a value that cannot apply', async () => {
    const store = await storeWithUsers('filter=id&status=é&value=abc');
    expect(selectVisibleUsers(store.getState())).toHaveLength(208);
    expect(selectIsFilterActive(store.getState())).toBe(false);
  });
});
