import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { EMPTY_TABLE_QUERY, type TableQuery } from './types';

/**
 * A mirror of the table query parsed from the URL (ARCHITECTURE.md §7): the URL is the single source of truth,
 * this slice only makes the parsed state visible in Redux DevTools and feeds the memoised selectors.
 * Nothing writes from here back to the URL, except while Redux DevTools show a recorded state: the URL is then
 * replaced to match this mirror (docs/DECISIONS.md, "A DevTools jump moves the table's URL"; useTableQueryUrl).
 */
export type TableQueryState = TableQuery;

export const tableQuerySlice = createSlice({
  name: 'tableQuery',
  initialState: { ...EMPTY_TABLE_QUERY },
  reducers: {
    /** One event per location change of the table page, carrying the already parsed (valid) query. */
    urlParsed: (_state, action: PayloadAction<TableQuery>) => action.payload,
  },
  selectors: {
    selectTableQuery: (state) => state,
  },
});

export const { urlParsed } = tableQuerySlice.actions;
export const { selectTableQuery } = tableQuerySlice.selectors;
