import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

/** The TypeScript sources under a folder of the repository, by path from the root. */
export function readSources(folder: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(root, folder), {
    recursive: true,
    encoding: 'utf8',
  })) {
    if (!/\.tsx?$/.test(file)) continue;
    const relative = path.join(folder, file).split(path.sep).join('/');
    sources.set(relative, fs.readFileSync(path.join(root, relative), 'utf8'));
  }
  return sources;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Every relative import of a file, as a path from the repository root without its extension. */
export function importsIn(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) =>
    path.posix.join(path.posix.dirname(file), match[1]!).replace(/\.js$/, ''),
  );
}
