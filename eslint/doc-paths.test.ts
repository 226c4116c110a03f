/**
 * Every repository path the docs, README.md and code comments name exists, so a moved or renamed file
 * cannot leave a reader following a pointer to nothing.
 *
 * A "repository path" is a run of path characters holding a slash that either starts with a top-level
 * folder (contract/, server/, web/, scanner/, e2e/, bench/, docs/, eslint/, scripts/) or ends in a known file extension.
 * It exists if it names a file or folder relative to the repository root, to the naming file's folder
 * (`./x`, `../x`, Markdown links), to the naming file's workspace (a web/ file's `public/` folder), or to a
 * workspace's source folder (`lib/offline/outbox.ts` in web/src, `assets/service.ts` in server/src), with or
 * without a `.ts`/`.tsx` extension.

 * Not paths: URLs, absolute paths and API routes (`/api/...`), npm package paths (`@scope/x`, or a first
 * segment that is an installed package), globs and templates (`*`, `{`, `<` beside the run, `:` before it) and
 * what git ignores: build and tool output (`dist/`, `bench/results/`, `bench/data/`) that a run writes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.dirname(import.meta.dirname);
const topFolders = ['contract', 'server', 'web', 'scanner', 'e2e', 'bench', 'docs', 'eslint', 'scripts'];
const sourceRoots = ['', 'server/src', 'web/src', 'contract/src', 'e2e', 'bench'];
const extensions = /\.(?:ts|tsx|js|mjs|cjs|json|md|css|html|sql|sh|yml|yaml|svg|png|webmanifest)$/;
const codeFile = /\.(?:ts|tsx|js|mjs|cjs)$/;
const buildOutput = /(?:^|\/)(?:dist|node_modules|coverage|test-results|playwright-report)\//;

interface Mention {
  file: string;
  line: number;
  text: string;
}

/** Tracked files only: what a reader of the repository sees, never a local build or install. */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** Comment texts of a source file with the line each starts on, found by the compiler, not by a regex. */
function comments(file: string, text: string): { line: number; text: string }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...seen].map(([pos, body]) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    text: body,
  }));
}

/** Runs of path characters in `text` that count as repository paths under the rule above. */
function pathsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/[\w.@[\]-]+(?:\/[\w.@[\]-]*)+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = text[start - 1] ?? '';
    const after = text[end] ?? '';
    if (/[*{}<>:/$~\w]/.test(before) || /[*{}<>$]/.test(after)) continue;
    const candidate = match[0].replace(/[.\]]+$/, '').replace(/\/$/, '');
    const first = candidate.split('/')[0] ?? '';
    const named = topFolders.includes(first) || (candidate.includes('/') && extensions.test(candidate));
    if (!named || candidate.startsWith('@') || buildOutput.test(`${candidate}/`)) continue;
    if (!topFolders.includes(first) && first !== '.' && first !== '..' && isPackage(first)) continue;
    found.push(candidate);
  }
  return found;
}

function isPackage(name: string): boolean {
  return existsSync(path.join(root, 'node_modules', name, 'package.json'));
}

function exists(candidate: string, namingFile: string): boolean {
  const workspace = namingFile.split('/')[0] ?? '';
  const bases = [
    path.dirname(namingFile),
    ...(topFolders.includes(workspace) ? [workspace] : []),
    ...sourceRoots,
  ];
  const suffixes = ['', '.ts', '.tsx', '/index.ts'];
  return bases.some((base) =>
    suffixes.some((suffix) => existsSync(path.join(root, base, candidate + suffix))),
  );
}

/** Which of `candidates` git ignores (as a file, or as a folder), so a run writes them and none is tracked. */
function ignoredByGit(candidates: string[]): Set<string> {
  const asked = [...new Set(candidates)].flatMap((candidate) => [candidate, `${candidate}/`]);
  const result = spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: root,
    encoding: 'utf8',
    input: asked.join('\n'),
  });
  return new Set(
    result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/\/$/, '')),
  );
}

function mentions(): Mention[] {
  const all: Mention[] = [];
  for (const file of trackedFiles()) {
    if (buildOutput.test(file)) continue;
    const isDoc = file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'));
    if (!isDoc && !codeFile.test(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    const blocks = isDoc
      ? text.split('\n').map((line, index) => ({ line: index + 1, text: line }))
      : comments(file, text);
    for (const block of blocks) {
      block.text.split('\n').forEach((line, offset) => {
        for (const named of pathsIn(line)) all.push({ file, line: block.line + offset, text: named });
      });
    }
  }
  return all;
}

describe('repository paths named in docs and comments', () => {
  it('takes top-level and source-relative paths, never URLs, routes, packages or globs', () => {
    expect(pathsIn('see `web/src/lib/offline/outbox.ts` and lib/offline/outbox.ts.')).toEqual([
      'web/src/lib/offline/outbox.ts',
      'lib/offline/outbox.ts',
    ]);
    expect(pathsIn('GET /api/assets/:id, https://example.org/a/b.md, @harbour/contract')).toEqual([]);
    expect(pathsIn('src/**/*.test.ts, react-dom/client, server/dist/main.js, 1/2 of them')).toEqual([]);
  });

  it('each names a file or folder that exists', () => {
    const absent = mentions().filter((mention) => !exists(mention.text, mention.file));
    const ignored = ignoredByGit(absent.map((mention) => mention.text));
    const missing = absent
      .filter((mention) => !ignored.has(mention.text))
      .map((mention) => `${mention.file}:${String(mention.line)} names ${mention.text}`);
    expect(missing, `paths that name nothing:\n${missing.join('\n')}`).toEqual([]);
    // It reads every tracked file: seconds on a busy two-core machine.
  }, 60_000);
});
