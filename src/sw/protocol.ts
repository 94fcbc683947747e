// When a new worker takes a page over, the page asks whether its scripts belong to that version: only a page on an
// older one gets the update notice.
export const VERSION_QUERY = 'projetos/is-current-version';

export interface VersionQuery {
  type: typeof VERSION_QUERY;
  scripts: string[];
}

export interface VersionAnswer {
  /** Every script of the page belongs to the worker's version. */
  current: boolean;
}

export function isVersionQuery(data: unknown): data is VersionQuery {
  if (typeof data !== 'object' || data === null) return false;
  const { type, scripts } = data as Partial<VersionQuery>;
  return type === VERSION_QUERY && Array.isArray(scripts) && scripts.every((script) => typeof script === 'string');
}

export function isVersionAnswer(data: unknown): data is VersionAnswer {
  return typeof data === 'object' && data !== null && typeof (data as Partial<VersionAnswer>).current === 'boolean';
}
