/**
 * The islands the site has, by the name in `data-island`. The server's Island marker takes
 * only these names, and the client's registry must have a loader for each (a type error
 * otherwise), so the two cannot drift apart.
 */
export type IslandName = 'ContactForm';
