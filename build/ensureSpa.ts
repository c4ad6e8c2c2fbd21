/**
 * `npm start`'s first step: builds the SPA (`vite build`, which also writes the Brotli and gzip copies)
 * only when its inputs changed since the build in the static folder was made (build/spaInputs.ts), so a
 * start after an unchanged checkout goes straight to the server. `--force` builds regardless.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { spaBuildIsCurrent, stampOf } from './spaInputs.ts';

async function main(): Promise<number> {
  const root = process.cwd();
  // The folder the server serves (server/config.ts: STATIC_DIR, `dist` by default).
  const outDir = process.env.STATIC_DIR || 'dist';
  if (outDir === 'none') return 0;
  const started = performance.now();
  const force = process.argv.includes('--force');
  if (!force && (await spaBuildIsCurrent(root, outDir))) {
    console.log(`SPA in ${outDir}/ is up to date with its sources (checked in ${Math.round(performance.now() - started)} ms)`);
    return 0;
  }
  const built = await stampOf(path.resolve(root, outDir));
  console.log(built ? `SPA sources changed since the build in ${outDir}/: building` : `No finished SPA build in ${outDir}/: building`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir], { stdio: 'inherit' });
  return result.status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
