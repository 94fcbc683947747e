import styled from '@emotion/styled';
import { memo, useId } from 'react';
import { useNow } from '@/hooks/useNow';
import { formatHourMinute, zonedParts } from '../clockMath';
import { clockTicker } from '../tickers';
import {
  WORLD_CLOCKS,
  dayRelation,
  dayRelationLabel,
  formatUtcOffset,
  utcOffsetMinutes,
  type WorldClockEntry,
} from '../worldClocks';
import { Card, CardHeading } from './styles';

// Six columns on a desktop, two on a phone; auto-fit collapses empty tracks so the cards fill the row.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(116px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 480px) {
    gap: 8px;
  }
`;

// Each card spans three rows of the list's grid (subgrid) so city, time and offset line up across cards; without
// subgrid each card keeps its own rows and only that alignment is lost.
const Item = styled.li`
  display: grid;
  @supports (grid-template-rows: subgrid) {
    grid-row: span 3;
    /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- behind @supports, above */
    grid-template-rows: subgrid;
  }
  row-gap: 2px;
  min-width: 0;
  padding: 12px 14px;
  @media (max-width: 480px) {
    padding: 10px 12px;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const City = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
  @media (max-width: 480px) {
    font-size: 0.875rem;
  }
`;

const Time = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const DayTag = styled.span`
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  white-space: nowrap;
`;

// Each text is its own component, so a tick re-renders only what changed.

const CityTime = memo(function CityTime({ timeZone }: { timeZone: string }) {
  const text = useNow(clockTicker, (now) => formatHourMinute(zonedParts(now, timeZone)));
  return <Time data-testid="world-clock-time">{text}</Time>;
});

const CityOffset = memo(function CityOffset({ timeZone }: { timeZone: string }) {
  const text = useNow(clockTicker, (now) => formatUtcOffset(utcOffsetMinutes(now, timeZone)));
  return <span data-testid="world-clock-offset">{text}</span>;
});

const CityDay = memo(function CityDay({ timeZone, referenceZone }: { timeZone: string; referenceZone: string }) {
  const label = useNow(clockTicker, (now) => dayRelationLabel(dayRelation(now, timeZone, referenceZone)));
  return label === null ? null : <DayTag data-testid="world-clock-day">{label}</DayTag>;
});

const WorldClock = memo(function WorldClock({ entry, referenceZone }: { entry: WorldClockEntry; referenceZone: string }) {
  return (
    <Item data-testid="world-clock">
      <City>{entry.name}</City>
      <CityTime timeZone={entry.timeZone} />
      <Meta>
        <CityOffset timeZone={entry.timeZone} />
        <CityDay timeZone={entry.timeZone} referenceZone={referenceZone} />
      </Meta>
    </Item>
  );
});

/** spec §2, §3, §9: `dia anterior` / `dia seguinte` when the date differs from `referenceZone`'s. */
export const WorldClocks = memo(function WorldClocks({ referenceZone }: { referenceZone: string }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeading id={headingId}>Relógios mundiais</CardHeading>
      <Grid>
        {WORLD_CLOCKS.map((entry) => (
          <WorldClock key={entry.id} entry={entry} referenceZone={referenceZone} />
        ))}
      </Grid>
    </Card>
  );
});
