/** Reads a CSV with Python's csv module, a reader other than ours (as Excel and pandas users' scripts do). */
import { execFileSync } from 'node:child_process';

const READER = `
import csv, io, json, sys
text = sys.stdin.buffer.read().decode('utf-8-sig')
print(json.dumps(list(csv.reader(io.StringIO(text, newline=''), delimiter=sys.argv[1], strict=True))))
`;

/** The records Python's csv module reads from the bytes: the byte order mark taken off, quotes undone. */
export function readWithPython(bytes: Buffer, delimiter: ',' | ';'): string[][] {
  const out = execFileSync('python3', ['-c', READER, delimiter], {
    input: bytes,
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(out.toString('utf8')) as string[][];
}
