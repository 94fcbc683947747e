import { createContext, useContext, type ReactNode } from 'react';
import { useRequestedQuery, type RequestedQuery } from './requestedQuery';
import type { TableQuery } from './types';
import type { QueryChangeOptions } from './useTableQueryUrl';

export type ChangeQuery = (change: Partial<TableQuery>, options?: QueryChangeOptions) => void;

/** What the table's controls need: the URL's query, the visitor's pending choice and the one way to change it. */
export interface TableQueryControls {
  urlQuery: TableQuery;
  requested: RequestedQuery;
  changeQuery: ChangeQuery;
}

const TableQueryControlsContext = createContext<TableQueryControls | null>(null);

/** Given by the table page (from useTableQueryUrl) to its toolbar and popups, however deep they sit. */
export function TableQueryControlsProvider({ value, children }: { value: TableQueryControls; children: ReactNode }) {
  return <TableQueryControlsContext.Provider value={value}>{children}</TableQueryControlsContext.Provider>;
}

/** For a control: the query it shows (the pending choice over the URL's) and `changeQuery`. */
export function useTableQueryControls(): { query: TableQuery; changeQuery: ChangeQuery } {
  const controls = useContext(TableQueryControlsContext);
  if (!controls) throw new Error('useTableQueryControls needs a TableQueryControlsProvider (the table page).');
  const query = useRequestedQuery(controls.requested, controls.urlQuery);
  return { query, changeQuery: controls.changeQuery };
}
