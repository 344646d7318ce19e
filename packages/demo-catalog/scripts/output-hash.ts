// Prints the hashes the byte-identical-output test expects: run it on the generator you trust and
// copy the figures into output-hash.test.ts. Usage: npm run hash -w @ferrite/demo-catalog
import { catalogueHash, familySampleHash } from '../src/output-hash';

console.log(`catalogue 20,000 parts, seed 20250101: ${catalogueHash(20_000, 20250101)}`);
console.log(`catalogue 5,000 parts, seed 7:         ${catalogueHash(5_000, 7)}`);
console.log(`family sample:                         ${familySampleHash()}`);
