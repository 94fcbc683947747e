import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState } from 'react';
import { useAbortOnUnmount } from '@/api/baseApi';
import { isValidTimeZone } from './clockMath';
import { useGetGeolocationQuery, useGetIpQuery } from './geoApi';
import { formatLocation, type LocatedGeo } from './location';

/** DECISIONS, **Slow location**: how long the clock shows `...` before the browser's zone. */
export const LOCATING_PATIENCE_MS = 5_000;

/** `timeZone` is always one the platform knows. `locating` shows `...` (spec §4), `provisional` the browser's zone
 *  while the retries go on, `unknown` the spec §8 placeholders. */
export type VisitorLocation =
  | { readonly status: 'locating' | 'provisional'; readonly timeZone: string; readonly place: null }
  | { readonly status: 'located' | 'unknown'; readonly timeZone: string; readonly place: string };

/** UTC when the platform reports no zone it can use; never throws. */
export function browserTimeZone(): string {
  let zone: unknown;
  try {
    zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return isValidTimeZone(zone) ? zone : 'UTC';
}

export function resolveVisitorLocation(
  ip: { readonly isError: boolean },
  geo: { readonly data?: LocatedGeo; readonly isError: boolean },
  fallbackZone: string,
  waitedTooLong = false,
): VisitorLocation {
  // Checked again although the endpoint already refuses unknown zones: a bad zone must never reach Intl.
  if (geo.data && isValidTimeZone(geo.data.timezone)) {
    return { status: 'located', timeZone: geo.data.timezone, place: formatLocation(geo.data) };
  }
  if (ip.isError || geo.isError || geo.data) {
    return { status: 'unknown', timeZone: fallbackZone, place: formatLocation(null) };
  }
  return { status: waitedTooLong ? 'provisional' : 'locating', timeZone: fallbackZone, place: null };
}

/** The IP call, then the geolocation call; both aborted when the page is left. Only the fields used are selected, so
 *  the page re-renders when the outcome changes, not on every status flag. */
export function useVisitorLocation(): VisitorLocation {
  const ip = useGetIpQuery(undefined, { selectFromResult: ({ data, isError }) => ({ data, isError }) });
  const geo = useGetGeolocationQuery(ip.data ?? skipToken, {
    selectFromResult: ({ data, isError }) => ({ data, isError }),
  });
  useAbortOnUnmount('getIp', undefined);
  useAbortOnUnmount('getGeolocation', ip.data);
  const [fallbackZone] = useState(browserTimeZone);
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const location = useMemo(
    () => resolveVisitorLocation({ isError: ip.isError }, { data: geo.data, isError: geo.isError }, fallbackZone, waitedTooLong),
    [ip.isError, geo.data, geo.isError, fallbackZone, waitedTooLong],
  );
  useEffect(() => {
    if (location.status !== 'locating') return undefined;
    const timer = setTimeout(() => setWaitedTooLong(true), LOCATING_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [location.status]);
  return location;
}
