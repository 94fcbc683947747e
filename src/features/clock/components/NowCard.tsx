import styled from '@emotion/styled';
import { memo, useId } from 'react';
import { useNow } from '@/hooks/useNow';
import { formatClock, formatFullDate, greeting, weekNumber, zonedParts } from '../clockMath';
import { clockTicker } from '../tickers';
import { Card } from './styles';

const Hero = styled(Card)`
  display: grid;
  gap: 8px;
  justify-items: center;
  padding-block: 28px;
  text-align: center;
`;

const GreetingHeading = styled.h2`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`;

const ClockFace = styled.p`
  margin: 0;
  font-size: clamp(2.75rem, 12vw, 4.5rem);
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: 0.02em;
  /* Equal-width digits: the clock does not jitter as it ticks. */
  font-variant-numeric: tabular-nums;
`;

const DateLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 12px;
  margin: 0;
  font-size: 1.0625rem;
  text-wrap: balance;
  @media (max-width: 480px) {
    font-size: 1rem;
  }
`;

const WeekBadge = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
`;

const LocationLine = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  & > svg {
    flex: none;
  }
`;

const ZoneLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

function PinIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/** spec §4: a polite live region, as it changes only a few times a day, unlike the clock, which is never announced. */
const Greeting = memo(function Greeting({ id, timeZone }: { id: string; timeZone: string }) {
  const text = useNow(clockTicker, (now) => greeting(zonedParts(now, timeZone).hour));
  return (
    <GreetingHeading id={id} data-testid="greeting" aria-live="polite">
      {text}
    </GreetingHeading>
  );
});

/** spec §4: re-renders only when the shown text changes, not on every tick. */
const LiveClockTime = memo(function LiveClockTime({ timeZone }: { timeZone: string }) {
  const text = useNow(clockTicker, (now) => formatClock(zonedParts(now, timeZone)));
  return <time dateTime={text}>{text}</time>;
});

/** spec §4: `...` while the location is unknown. */
const LiveClock = memo(function LiveClock({ timeZone }: { timeZone: string | null }) {
  return (
    <ClockFace data-testid="live-clock">{timeZone === null ? '...' : <LiveClockTime timeZone={timeZone} />}</ClockFace>
  );
});

/** spec §2. */
const FullDate = memo(function FullDate({ timeZone }: { timeZone: string }) {
  const text = useNow(clockTicker, (now) => formatFullDate(zonedParts(now, timeZone)));
  return <span data-testid="full-date">{text}</span>;
});

/** spec §4: rule in clockMath.weekNumber. */
const WeekNumber = memo(function WeekNumber({ timeZone }: { timeZone: string }) {
  const week = useNow(clockTicker, (now) => {
    const { year, month, day } = zonedParts(now, timeZone);
    return weekNumber(year, month, day);
  });
  return <WeekBadge data-testid="week-number">Semana {week}</WeekBadge>;
});

interface NowCardProps {
  /** The visitor's once located, the browser's meanwhile or on failure. */
  timeZone: string;
  /** spec §4: the clock shows `...` meanwhile. */
  locating: boolean;
  place: string | null;
}

/** spec §2 "Clock page". */
export const NowCard = memo(function NowCard({ timeZone, locating, place }: NowCardProps) {
  const headingId = useId();
  return (
    <Hero aria-labelledby={headingId}>
      <Greeting id={headingId} timeZone={timeZone} />
      <LiveClock timeZone={locating ? null : timeZone} />
      <DateLine>
        <FullDate timeZone={timeZone} />
        <WeekNumber timeZone={timeZone} />
      </DateLine>
      <LocationLine>
        <PinIcon />
        <span data-testid="location" aria-live="polite">
          {place ?? '...'}
        </span>
      </LocationLine>
      <ZoneLine data-testid="time-zone">Fuso horário: {locating ? '...' : timeZone}</ZoneLine>
    </Hero>
  );
});
