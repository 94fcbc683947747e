import styled from '@emotion/styled';
import { memo, useId } from 'react';
import { useNow } from '@/hooks/useNow';
import { MINUTES_PER_DAY } from '@/config/constants';
import { dayOfYear, dayProgress, daysInYear, formatPercent, yearProgress, zonedParts } from '../clockMath';
import { clockTicker } from '../tickers';
import { Card, CardHeading, Muted } from './styles';

const Bars = styled.div`
  display: grid;
  gap: 20px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  margin-bottom: 8px;
`;

const Label = styled.span`
  font-weight: 600;
`;

const Value = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  height: 12px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.accent};
  /* Forced colours drop the accent, leaving only the track: the filled part takes the selection colour. */
  @media (forced-colors: active) {
    background: Highlight;
  }
`;

const Detail = styled(Muted)`
  display: block;
  margin-top: 6px;
  font-size: 0.8125rem;
`;

interface ProgressBarProps {
  label: string;
  value: number;
  detail: string;
  testId: string;
}

/** Named by its label, with its value as a number and as the text shown. */
function ProgressBar({ label, value, detail, testId }: ProgressBarProps) {
  const labelId = useId();
  const text = formatPercent(value);
  return (
    <div data-testid={testId}>
      <Row>
        <Label id={labelId}>{label}</Label>
        <Value aria-hidden="true">{text}</Value>
      </Row>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(value.toFixed(2))}
        aria-valuetext={text}
      >
        <Fill style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
      </Track>
      <Detail>{detail}</Detail>
    </div>
  );
}

/** spec §4: 2 decimals; changes every minute. */
const DayProgress = memo(function DayProgress({ timeZone }: { timeZone: string }) {
  const minutes = useNow(clockTicker, (now) => {
    const { hour, minute } = zonedParts(now, timeZone);
    return hour * 60 + minute;
  });
  return (
    <ProgressBar
      label="Progresso do dia"
      testId="day-progress"
      value={dayProgress(Math.floor(minutes / 60), minutes % 60)}
      detail={`${minutes} de ${MINUTES_PER_DAY} minutos`}
    />
  );
});

/** spec §4: 2 decimals; changes at midnight. */
const YearProgress = memo(function YearProgress({ timeZone }: { timeZone: string }) {
  // One number (yyyymmdd), so the selection is a primitive and a tick re-renders only on a new day.
  const date = useNow(clockTicker, (now) => {
    const { year, month, day } = zonedParts(now, timeZone);
    return year * 10_000 + month * 100 + day;
  });
  const year = Math.floor(date / 10_000);
  const month = Math.floor(date / 100) % 100;
  const day = date % 100;
  return (
    <ProgressBar
      label="Progresso do ano"
      testId="year-progress"
      value={yearProgress(year, month, day)}
      detail={`Dia ${dayOfYear(year, month, day)} de ${daysInYear(year)}`}
    />
  );
});

/** spec §2: in the visitor's zone. */
export const ProgressCard = memo(function ProgressCard({ timeZone }: { timeZone: string }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeading id={headingId}>Progresso</CardHeading>
      <Bars>
        <DayProgress timeZone={timeZone} />
        <YearProgress timeZone={timeZone} />
      </Bars>
    </Card>
  );
});
