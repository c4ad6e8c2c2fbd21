import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file took in a full CI run (tests/durations.json, from the run's per-file lines),
 * so the two workers start the longest files first and end on short ones: without vitest's own cache
 * of results (a fresh clone) it starts the dom project's files, then the node project's by file
 * size, and a 160-second file of a few lines could start last.
 */
const DURATIONS = JSON.parse(readFileSync(new URL('../durations.json', import.meta.url), 'utf8')) as Record<string, number>;

/** A file the list does not know yet (a new one) is guessed to be of middling length. */
const UNKNOWN_SECONDS = 10;

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => DURATIONS[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? UNKNOWN_SECONDS;
    return ordered
      .map((spec, index) => ({ spec, index, seconds: seconds(spec) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
