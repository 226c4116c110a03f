/** The suite runs the built server: say so at once when the build is missing. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY } from '../../support/environment';

export default function setup(): void {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(
      `reliability: ${path.relative(process.cwd(), SERVER_ENTRY)} is missing: run \`npm run build\` first`,
    );
}
