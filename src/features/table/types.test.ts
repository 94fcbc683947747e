import {
  COLUMNS,
  COLUMN_LABELS,
  EMPTY_TABLE_QUERY,
  FILTERABLE_COLUMNS,
  FILTER_STATUSES,
  FILTER_STATUS_LABELS,
  FILTER_VALUE_MAX,
  SORTABLE_COLUMNS,
  SORT_DIRECTIONS,
  SORT_DIRECTION_LABELS,
  isColumnKey,
  isFilterStatus,
  isFilterableColumn,
  isSortDirection,
  isSortableColumn,
} from '@/features/table/types';

describe('COLUMNS', () => {
  it('should list the table columns in display order with their labels', () => {
    expect(COLUMNS.map((c) => c.label)).toEqual(['ID', 'Nome', 'Idade', 'Sexo', 'Email', 'Telefone', 'Data de Nasc.']);
    expect(COLUMNS.map((c) => c.key)).toEqual(['id', 'nome', 'idade', 'sexo', 'email', 'telefone', 'data de nasc.']);
  });

  it('should index every label by key', () => {
    for (const column of COLUMNS) expect(COLUMN_LABELS[column.key]).toBe(column.label);
  });
});

describe('SORTABLE_COLUMNS', () => {
  it('should exclude Sexo, Email and Telefone', () => {
    expect(SORTABLE_COLUMNS.map((c) => c.key)).toEqual(['id', 'nome', 'idade', 'data de nasc.']);
  });
});

describe('FILTERABLE_COLUMNS', () => {
  it('should exclude Data de Nasc.', () => {
    expect(FILTERABLE_COLUMNS.map((c) => c.key)).toEqual(['id', 'nome', 'idade', 'sexo', 'email', 'telefone']);
  });
});

describe('labels and constants', () => {
  it('should label the sort directions and filter statuses in pt-BR', () => {
    expect(SORT_DIRECTIONS.map((d) => SORT_DIRECTION_LABELS[d])).toEqual(['Crescente', 'Decrescente']);
    expect(FILTER_STATUSES.map((s) => FILTER_STATUS_LABELS[s])).toEqual(['É', 'Não É']);
  });

  it('should cap the filter value at 27 characters', () => {
    expect(FILTER_VALUE_MAX).toBe(27);
  });

  it('should provide a frozen empty query', () => {
    expect(EMPTY_TABLE_QUERY).toEqual({ sortby: null, orderby: null, filter: null, status: null, value: '' });
    expect(Object.isFrozen(EMPTY_TABLE_QUERY)).toBe(true);
  });
});

describe('type guards', () => {
  it('should recognise column keys and nothing else', () => {
    expect(isColumnKey('data de nasc.')).toBe(true);
    expect(isColumnKey('Nome')).toBe(false);
    expect(isColumnKey('toString')).toBe(false);
    expect(isColumnKey(3)).toBe(false);
  });

  it('should tell sortable and filterable columns apart', () => {
    expect(isSortableColumn('idade')).toBe(true);
    expect(isSortableColumn('sexo')).toBe(false);
    expect(isSortableColumn(null)).toBe(false);
    expect(isFilterableColumn('telefone')).toBe(true);
    expect(isFilterableColumn('data de nasc.')).toBe(false);
    expect(isFilterableColumn(null)).toBe(false);
  });

  it('should recognise directions and statuses', () => {
    expect(isSortDirection('crescente')).toBe(true);
    expect(isSortDirection('Crescente')).toBe(false);
    expect(isFilterStatus('não é')).toBe(true);
    expect(isFilterStatus('nao e')).toBe(false);
  });
});
