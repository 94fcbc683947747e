import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { http, HttpResponse } from 'msw';
import { baseApi } from '@/api/baseApi';
import { SERVICE_PATTERNS, server, untilAnswered } from './fakeApi';
import { setupTestStore } from './renderWithProviders';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => SERVICE_PATTERNS.ip }) }),
});

// The two tests run in order: the first leaves a request out, the second gets its answer.
describe('a request left out when its test ends', () => {
  let answer: () => void = () => undefined;
  let answered = false;

  it('is still waiting when the test ends', () => {
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(SERVICE_PATTERNS.ip, async () => {
        await held;
        answered = true;
        return HttpResponse.json({ ip: '127.0.0.1' });
      }),
    );
    const store = setupTestStore();
    void store.dispatch(probeApi.endpoints.probe.initiate(undefined, { subscribe: false }));
    expect(store.getState().api.queries['probe(undefined)']?.status).toBe('pending');
  });

  it('is aborted, so its late answer starts no timer in the next test', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    answer();
    await untilAnswered(() => answered);
    for (let turn = 0; turn < 10; turn += 1) await nextLoopTurn();
    expect(answered).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
