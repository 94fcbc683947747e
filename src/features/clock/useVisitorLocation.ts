import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState } from 'react';
import { useAbortOnUnmount } from '@/api/useAbortOnUnmount';
import { isValidTimeZone } from './clockMath';
import { useGetGeolocationQuery, useGetIpQuery } from './geoApi';
import { formatLocation, type LocatedGeo } from './location';

/** How long the clock shows `...` while locating; the lookups and their retries (spec §8) may take far longer. */
export const LOCATING_PATIENCE_MS = 5_000;

/**
 * Where the visitor is, as the clock page uses it. `timeZone` is always one the platform knows and drives
 * greeting, clock, date and progress:
 * - `locating`: the IP or geolocation call is still running (retries included): the live clock and the location
 *   show `...` (spec §4); meanwhile the browser's zone drives the rest;
 * - `provisional`: still locating after LOCATING_PATIENCE_MS: the clock shows the browser's zone, labelled as the
 *   time zone in use, while the location line keeps `...` and the retries go on; the located zone replaces it if it
 *   arrives;
 * - `located`: the geolocated zone, and the location line `cidade, região, país`;
 * - `unknown`: a call failed after its retries or answered a zone this browser does not know: the browser's own
 *   zone, and the spec §8 placeholders (the failure is logged by the base API).
 */
export type VisitorLocation =
  | { readonly status: 'locating' | 'provisional'; readonly timeZone: string; readonly place: null }
  | { readonly status: 'located' | 'unknown'; readonly timeZone: string; readonly place: string };

/** The zone the browser runs in, or UTC when the platform reports none it can use (never throws). */
export function browserTimeZone(): string {
  let zone: unknown;
  try {
    zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return isValidTimeZone(zone) ? zone : 'UTC';
}

/** Pure: the state of the two calls (and whether locating has taken too long) → what the page shows. */
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

/**
 * Runs the IP call, then the geolocation call once the IP is known (`skipToken` until then), and aborts whichever is
 * still running (e.g. waiting in a back-off) when the page is left. Only the fields used here are selected, so the
 * page re-renders when the outcome changes, not on every request status flag. Its own timer makes it `provisional`.
 */
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
