import styled from '@emotion/styled';
import { PageHeading } from '@/components/PageHeading';
import { NowCard } from './components/NowCard';
import { ProgressCard } from './components/ProgressCard';
import { WorldClocks } from './components/WorldClocks';
import { useVisitorLocation } from './useVisitorLocation';

const Layout = styled.div`
  display: grid;
  gap: 20px;
  max-width: 960px;
  margin: 0 auto;
`;

/**
 * Spec §2 "Clock page", §4: greeting, live clock, date and week, location, six world clocks, day and year progress.
 * The page renders when the location lookup changes state, never on a clock tick: every piece of text that follows
 * the time is its own memoised component listening to a shared ticker (see tickers.ts and hooks/useNow.ts).
 */
export function ClockPage() {
  // docs/DECISIONS.md (geolocation, clock): one zone drives greeting, clock, date and progress: the geolocated one when valid, else the browser's.
  const { status, timeZone, place } = useVisitorLocation();
  return (
    <>
      <PageHeading>Hora Atual</PageHeading>
      <Layout>
        <NowCard timeZone={timeZone} locating={status === 'locating'} place={place} />
        <WorldClocks referenceZone={timeZone} />
        <ProgressCard timeZone={timeZone} />
      </Layout>
    </>
  );
}
