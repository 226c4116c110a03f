/** What the server refused in a form as a whole, line by line, under a title ('Not saved'). */
export function RefusalBox({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-inset ring-red-200"
    >
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
