/** The shell commands a markdown document marks as runnable: fenced blocks opened with "```sh <marker>". */
export function markedShellBlocks(markdown: string, marker: string): string[] {
  const blocks: string[] = [];
  const fence = new RegExp(`^( *)\`\`\`sh ${marker}\\n([\\s\\S]*?)^\\1\`\`\`$`, 'gm');
  for (const [, indent = '', body = ''] of markdown.matchAll(fence))
    blocks.push(
      body
        .split('\n')
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n'),
    );
  return blocks;
}
