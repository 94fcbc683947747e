import { setupListeners } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { SERVICE_PATTERNS, fakeServiceClock, server, untilAnswered } from '@/testing/fakeApi';
import { setupTestStore } from '@/testing/renderWithProviders';
import { USERS_LIMIT, usersApi } from './usersApi';

describe('usersApi', () => {
  // Fake time for the retries; the failures it logs are recorded, not printed.
  fakeServiceClock();

  it('should fetch the users again by itself when the connection comes back after a failure', async () => {
    server.use(http.get(SERVICE_PATTERNS.users, () => HttpResponse.error()));
    const store = setupTestStore();
    const stopListeners = setupListeners(store.dispatch);
    const subscription = store.dispatch(usersApi.endpoints.getUsers.initiate(USERS_LIMIT));
    // Offline: the first attempt and its 3 retries fail (1 s, 2 s, 4 s apart).
    await jest.advanceTimersByTimeAsync(10_000);
    expect(usersApi.endpoints.getUsers.select(USERS_LIMIT)(store.getState()).isError).toBe(true);
    // The connection comes back: no button pressed, the table's query runs again and succeeds.
    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(100);
    const select = usersApi.endpoints.getUsers.select(USERS_LIMIT);
    await untilAnswered(() => select(store.getState()).isSuccess);
    const result = select(store.getState());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toHaveLength(USERS_LIMIT);
    subscription.unsubscribe();
    stopListeners();
  });
});
