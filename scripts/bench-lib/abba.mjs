/**
 * The order the sites are measured in at step `i`: A B, then B A, then A B… so the sequence reads A B B A A B B A.
 * Whatever drifts during a module (the machine's load, a warming cache, the browser's own state) then weighs on
 * both sites alike, instead of on whichever went second.
 */
export const abbaOrder = (sites, i) => (i % 2 === 0 ? sites : [...sites].reverse());

/** Runs `measure(site, round)` `rounds` times per site in A B B A order; returns {[site name]: [results in order]}. */
export async function alternate(sites, rounds, measure) {
  const results = Object.fromEntries(sites.map((site) => [site.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const site of abbaOrder(sites, round)) results[site.name].push(await measure(site, round));
  }
  return results;
}
