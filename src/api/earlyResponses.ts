/**
 * Answers that index.html asked for before the app's code had loaded (the "early requests" script, filled by
 * webpack.config.ts earlyPages): on a first visit to a page, the requests its registry entry names (config/routes.ts
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

/**
 * Whether index.html's early answer for `url` arrived and is one the query will use: a success whose body `parse`
 * accepts (it throws on a body it refuses, as the queries' parsers do). It reads a copy, so the answer stays for the
 * query to take over. No early request, a network failure, an error status, a body that is not JSON or not
 * accepted: false, and the page's own query meets that answer, and reports it, as it would without this check.
 */
export async function earlyAnswerUsable(url: string, parse: (raw: unknown) => unknown): Promise<boolean> {
  const response = window.__earlyResponses?.[url];
  if (!response) return false;
  try {
    const answer = await response;
    if (!answer.ok) return false;
    parse(await answer.clone().json());
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once every early request has been answered (or has failed), including one index.html starts after
 * another's answer (the location after the IP). Nothing is taken over: the page's own queries do that.
 */
export async function earlyResponsesSettled(): Promise<void> {
  const waited = new Set<Promise<Response>>();
  for (;;) {
    const pending = Object.values(window.__earlyResponses ?? {}).filter(
      (response): response is Promise<Response> => response !== undefined && !waited.has(response),
    );
    if (pending.length === 0) return;
    pending.forEach((response) => waited.add(response));
    await Promise.allSettled(pending);
    // index.html starts the location request in a reaction to the IP answer: let it run before looking again.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
