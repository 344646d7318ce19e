// npm lifecycle hooks: `prepack` swaps in the published manifest, `postpack` restores the
// workspace one (see publishing.mjs for why).
import { fileURLToPath } from 'node:url';
import { applyPublishedManifest, restoreWorkspaceManifest } from './publishing.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const step = process.argv[2];
if (step === 'prepack') applyPublishedManifest(packageDir);
else if (step === 'postpack') restoreWorkspaceManifest(packageDir);
else throw new Error(`usage: node scripts/pack.mjs prepack|postpack (got ${step})`);
