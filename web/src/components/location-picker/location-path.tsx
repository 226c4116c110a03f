import { PATH_SEPARATOR, pathSegments } from './location-match';

/** A path as `Bergen / Quay 7 / Store B`, the location's own name emphasised. */
export function LocationPath({ path }: { path: string }) {
  const segments = pathSegments(path);
  const own = segments.pop() ?? path;
  return (
    <span className="min-w-0 break-words">
      {segments.length > 0 ? (
        <span className="text-slate-500">
          {segments.join(PATH_SEPARATOR)}
          {PATH_SEPARATOR}
        </span>
      ) : null}
      <strong className="font-semibold text-slate-900">{own}</strong>
    </span>
  );
}
