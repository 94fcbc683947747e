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

/** Spec §2, §4. Renders when the location lookup changes state, never on a tick: time texts listen to tickers.ts. */
export function ClockPage() {
  // One zone drives the page: the geolocated one when valid, else the browser's (DECISIONS, **A geolocation answer
  // with a missing or unknown time zone is a failed fetch**).
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
