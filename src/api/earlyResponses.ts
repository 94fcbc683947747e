// Answers index.html asked for before the page mounted (DECISIONS, **Early requests from `index.html`**). Each goes
// once to the first GET of its URL; a retry goes to the network, so an early answer can only come sooner.
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
