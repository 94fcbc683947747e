import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

/** Shows the router's location (path and query) for the test to read. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The router shows a new location in a transition (as HashRouter does), so the location is awaited. */
export async function expectLocation(expected: string | RegExp) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(expected));
}
