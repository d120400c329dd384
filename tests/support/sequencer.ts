import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SWEEP = /every-screen-[\w-]+\.test\.ts$/;

/**
 * Vitest's order, with the screen sweeps (minutes each, and small files, which Vitest would start
 * last) first in their project: started last they leave one worker running alone at the end.
 */
export class SweepsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const weight = (f: TestSpecification) =>
      f.project.config.sequence.groupOrder * 2 + (SWEEP.test(f.moduleId) ? 0 : 1);
    return sorted.sort((a, b) => weight(a) - weight(b));
  }
}
