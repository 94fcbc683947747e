import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { fakeClock } from './fakeTimers';

const onFakeClock = () => fakeClock() !== undefined;

// The two tests run in order: the first ends with a component mounted on its fake clock, the second reads which clock
// was in place when Testing Library unmounted it (setupTests.ts). On the real clock, what a store starts while it is
// torn down would fire into the next test.
describe('a component still mounted when its fake-clock test ends', () => {
  let unmountedOnFakeClock: boolean | undefined;

  function RecordsItsUnmount() {
    useEffect(
      () => () => {
        unmountedOnFakeClock = onFakeClock();
      },
      [],
    );
    return <p>mounted</p>;
  }

  it('is mounted on a fake clock when the test ends', () => {
    jest.useFakeTimers();
    render(<RecordsItsUnmount />);
    expect(screen.getByText('mounted')).toBeInTheDocument();
    expect(onFakeClock()).toBe(true);
  });

  it('was unmounted before the real clock came back, which this test has', () => {
    expect(unmountedOnFakeClock).toBe(true);
    expect(onFakeClock()).toBe(false);
  });
});
