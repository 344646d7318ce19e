// `npm publish` from the workspace folder would ship `exports` pointing at TypeScript sources.
// Publish the tarball from `npm run pack` instead (its manifest has no scripts, so this never runs there).
console.error('Run `npm run pack -w @ferrite/calculators`, then `npm publish <printed .tgz>`.');
process.exit(1);
