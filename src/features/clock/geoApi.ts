// The clock page's calls (spec §7): the visitor's IP, then its geolocation. The base API gives them its retries,
// timeout, wording, logging and cache (spec §8, §9); `fetchAndParse` checks each answer at the boundary.
import { baseApi, fetchAndParse } from '@/api/baseApi';
import { geoServiceUrl, ipServiceUrl } from '@/config/services';
import { parseIpResponse, parseLocatedGeoResponse, type LocatedGeo } from './location';

export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** spec §7: GET <ip service>?format=json → `{ ip }`. */
    getIp: build.query<string, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => fetchAndParse(baseQuery, ipServiceUrl(), parseIpResponse),
    }),
    /** spec §7: GET <geo service>/v1/ip/geo/{ip}.json → `{ timezone, city, region, country }` with a known zone. */
    getGeolocation: build.query<LocatedGeo, string>({
      queryFn: (ip, _api, _extra, baseQuery) => fetchAndParse(baseQuery, geoServiceUrl(ip), parseLocatedGeoResponse),
    }),
  }),
});

export const { useGetIpQuery, useGetGeolocationQuery } = geoApi;
