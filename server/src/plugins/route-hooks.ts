/** A route's own hooks of one kind with `hook` appended: they run after the app-wide ones. */
export function withHook<H>(existing: H | H[] | undefined, hook: H): H[] {
  if (existing === undefined) return [hook];
  return Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}
