import { isColumnKey, isFilterStatus, isFilterableColumn, isSortDirection, isSortableColumn } from './types';

// The column lists and labels are data, checked where they show (TablePage.test.tsx: headers and pickers). What is
// tested here is behaviour: the guards that decide what a URL value may be (spec §2, §3).
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
