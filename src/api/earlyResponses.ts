/**
 * Answers that index.html asked for before the app's code had loaded (the "early requests" script, filled by
 * build/earlyPages.ts): on a first visit to a page, the requests its registry entry names (config/routes.ts
 * `earlyRequests`: the users list for the table, the IP lookup and then the location for the clock) start in
 * parallel with the entry chunk instead of after the page has mounted (docs/DECISIONS.md, "Early requests").
 *
 * Each answer is handed over once, to the first GET for exactly that URL; any later request (a retry, a refetch)
 * goes to the network. A URL index.html did not ask for, or a page it did not recognise, simply finds nothing here,
 * so the early requests can only make a request sooner, never change what it returns.
 */
declare global {
  interface Window {
    /** Set by index.html's inline script: absolute URL → the response promise of the fetch it started. */
    __earlyResponses?: Record<string, Promise<Response> | undefined>;
  }
}

export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || typeof window === 'undefined') return undefined;
  const early = window.__earlyResponses;
  const response = early?.[request.url];
  if (!early || !response) return undefined;
  delete early[request.url];
  return response;
}
