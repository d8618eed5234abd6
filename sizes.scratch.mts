import { readManifest } from './api/http/vite-manifest';
import { criticalFiles, gzipSize } from './scripts/bundle-budget';
const dist = '/tmp/dist-x'; const m = readManifest(dist);
const routes = process.argv.slice(2);
const files = criticalFiles(m, routes).map((f) => [f, gzipSize(dist, f)] as const).sort((a, b) => b[1] - a[1]);
for (const [f, s] of files) console.log((s / 1000).toFixed(1).padStart(6), f);
