import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Turns the source modules a page's routes load (keys of the browser build's manifest, reported
 * by the render) into preload tags for their chunks and the chunks those import, leaving out what
 * index.html already loads. The browser fetches the page's code while it parses the HTML, and
 * Vite's preload helper, finding the links, adds none of its own in the start-up task: 30 links
 * on a listing, 25–80 ms at 4x CPU throttling (issue 10, total blocking time).
 * `preload as=script`, not `modulepreload`: the chunks are compiled when imported, as before,
 * not while the page waits for its first paint. `fetchpriority=low`: the app needs them only
 * once React and the app's chunks have come, so on a slow network they must not take bandwidth
 * from the stylesheet and the font before the first paint (issue 21, Lighthouse on a simulated
 * slow 4G phone). Each tag carries `noncePlaceholder`. Without a manifest (a build without one)
 * pages get no extra links and work as before.
 */
export function loadRoutePreloads(
  clientDir: string,
  templateHtml: string,
  noncePlaceholder: string,
): (modules: readonly string[]) => string {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return () => '';
  }
  const inTemplate = new Set([...templateHtml.matchAll(/(?:href|src)="\/([^"]+\.js)"/g)].map((match) => match[1]!));
  const memo = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    let tags = memo.get(key);
    if (tags === undefined) {
      const files = new Set<string>();
      const visit = (name: string) => {
        const chunk = manifest[name];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const module of modules) visit(module);
      tags = [...files]
        .filter((file) => !inTemplate.has(file))
        .map((file) => `<link rel="preload" as="script" fetchpriority="low" nonce="${noncePlaceholder}" crossorigin href="/${file}">`)
        .join('');
      memo.set(key, tags);
    }
    return tags;
  };
}
