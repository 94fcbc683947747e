import { act, render, screen } from '@testing-library/react';
import { createRequestedQuery, useRequestedQuery, type RequestedQuery } from './requestedQuery';
import { EMPTY_TABLE_QUERY, type TableQuery } from './types';

const URL_QUERY: TableQuery = { ...EMPTY_TABLE_QUERY, sortby: 'nome', orderby: 'crescente' };
const CHOSEN: TableQuery = { ...URL_QUERY, orderby: 'decrescente' };

function countRender(renders: { count: number }) {
  renders.count += 1;
}

function Shown({ requested, renders }: { requested: RequestedQuery; renders: { count: number } }) {
  countRender(renders);
  return <output>{useRequestedQuery(requested, URL_QUERY).orderby}</output>;
}

describe('requestedQuery', () => {
  it('should hold the latest choice and tell its listeners only when it changes', () => {
    const requested = createRequestedQuery();
    const listener = jest.fn();
    requested.subscribe(listener);
    expect(requested.get()).toBeNull();
    requested.set(CHOSEN);
    requested.set(CHOSEN);
    expect(requested.get()).toBe(CHOSEN);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('should stop telling a listener that unsubscribed', () => {
    const requested = createRequestedQuery();
    const listener = jest.fn();
    const unsubscribe = requested.subscribe(listener);
    unsubscribe();
    requested.set(CHOSEN);
    expect(listener).not.toHaveBeenCalled();
  });

  it('should show the choice while it is pending, and the URL query once the URL caught up', () => {
    const requested = createRequestedQuery();
    const renders = { count: 0 };
    render(<Shown requested={requested} renders={renders} />);
    expect(screen.getByRole('status')).toHaveTextContent('crescente');
    act(() => requested.set(CHOSEN));
    expect(screen.getByRole('status')).toHaveTextContent('decrescente');
    act(() => requested.set(null));
    expect(screen.getByRole('status')).toHaveTextContent('crescente');
    expect(renders.count).toBe(3);
  });
});
