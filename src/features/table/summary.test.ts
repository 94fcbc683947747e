import {
  filterSummary,
  isFilterActive,
  isSortActive,
  resultCounter,
  sortSummary,
} from './summary';

describe('isSortActive', () => {
  it('should be true only when a sortable column and a direction are set', () => {
    expect(isSortActive({ sortby: 'idade', orderby: 'decrescente' })).toBe(true);
    expect(isSortActive({ sortby: 'idade', orderby: null })).toBe(false);
    expect(isSortActive({ sortby: null, orderby: 'crescente' })).toBe(false);
    expect(isSortActive({ sortby: 'sexo', orderby: 'crescente' })).toBe(false);
  });
});

describe('isFilterActive', () => {
  it('should be true only when the filter changes the rows', () => {
    expect(isFilterActive({ filter: 'nome', status: 'é', value: 'an' })).toBe(true);
    expect(isFilterActive({ filter: 'nome', status: 'não é', value: 'an' })).toBe(true);
    expect(isFilterActive({ filter: 'nome', status: 'é', value: '' })).toBe(false);
    expect(isFilterActive({ filter: 'id', status: 'é', value: 'abc' })).toBe(false);
    expect(isFilterActive({ filter: 'sexo', status: null, value: 'Masculino' })).toBe(false);
    expect(isFilterActive({ filter: 'sexo', status: null, value: 'masculino' })).toBe(true);
    expect(isFilterActive({ filter: null, status: 'é', value: '' })).toBe(false);
  });
});

describe('sortSummary', () => {
  it('should name the column and the lowercase direction', () => {
    expect(sortSummary({ sortby: 'idade', orderby: 'decrescente' })).toBe('Ordenado por Idade em ordem decrescente');
    expect(sortSummary({ sortby: 'data de nasc.', orderby: 'crescente' })).toBe(
      'Ordenado por Data de Nasc. em ordem crescente',
    );
    expect(sortSummary({ sortby: 'id', orderby: 'crescente' })).toBe('Ordenado por ID em ordem crescente');
  });

  it('should be null when no sort applies', () => {
    expect(sortSummary({ sortby: 'nome', orderby: null })).toBeNull();
    expect(sortSummary({ sortby: null, orderby: null })).toBeNull();
  });
});

describe('filterSummary', () => {
  it('should name the column, the status and the value', () => {
    expect(filterSummary({ filter: 'nome', status: 'é', value: 'an' })).toBe('Filtrado por Nome (é) : an');
    expect(filterSummary({ filter: 'telefone', status: 'não é', value: '81' })).toBe(
      'Filtrado por Telefone (não é) : 81',
    );
  });

  it('should leave the status out when none is chosen', () => {
    expect(filterSummary({ filter: 'sexo', status: null, value: 'masculino' })).toBe('Filtrado por Sexo : masculino');
    expect(filterSummary({ filter: 'email', status: null, value: 'emily' })).toBe('Filtrado por Email : emily');
  });

  it('should be null when no filter applies', () => {
    expect(filterSummary({ filter: 'idade', status: 'é', value: 'vinte' })).toBeNull();
    expect(filterSummary({ filter: 'nome', status: 'é', value: '' })).toBeNull();
    expect(filterSummary({ filter: null, status: null, value: '' })).toBeNull();
  });
});

describe('resultCounter', () => {
  it('should say how many rows are shown out of the total', () => {
    expect(resultCounter(12, 100)).toBe('Exibindo 12 de 100 resultados');
    expect(resultCounter(0, 100)).toBe('Exibindo 0 de 100 resultados');
  });
});
