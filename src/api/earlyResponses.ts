// Answers index.html asked for beside the entry chunk, before the page mounted (docs/DECISIONS.md "Early requests";
// the pages and their requests come from build/earlyPages.ts). Each is handed once to the first GET for exactly its
// URL; a retry or refetch goes to the network, so an early request can only make an answer sooner, never change it.
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
