// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import parse from '@changesets/parse';
import { describe, expect, it } from 'vitest';
import { root } from './lib/paths.mjs';

const dir = join(root, '.changeset');
const pending = readdirSync(dir).filter((file) => file.endsWith('.md') && file !== 'README.md');

describe('pending changesets', () => {
  // A changeset the tool cannot read stops `npm run version-packages` at release time; three did
  // (Biome formatted their front matter into a Markdown heading; biome.json now leaves them alone).
  it.each(pending)(
    '%s names @aula/ui, a bump and a summary in the form changesets reads',
    (file) => {
      const { releases, summary } = parse(readFileSync(join(dir, file), 'utf8'));
      expect(releases).toEqual([
        { name: '@aula/ui', type: expect.stringMatching(/^(patch|minor|major)$/) },
      ]);
      expect(summary.length).toBeGreaterThan(20);
    },
  );
});
