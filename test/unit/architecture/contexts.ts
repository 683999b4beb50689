import { importsIn } from './source-tree.js';

const SOURCE = 'api/src/';

/** The context a source file belongs to, or null for the app's own files and shared layers. */
export function contextOf(file: string, contexts: readonly string[]): string | null {
  if (!file.startsWith(SOURCE)) return null;
  const folder = file.slice(SOURCE.length).split('/')[0]!;
  return contexts.includes(folder) && file.slice(SOURCE.length).includes('/') ? folder : null;
}

/**
 * Imports that reach into a context from outside it other than by its `index`, and a context's
 * files importing their own `index` (which would load the context from inside itself).
 */
export function importsPastTheIndex(
  sources: ReadonlyMap<string, string>,
  contexts: readonly string[],
): string[] {
  const breaches: string[] = [];
  for (const [file, text] of sources) {
    const own = contextOf(file, contexts);
    for (const target of importsIn(file, text)) {
      const reached = contextOf(`${target}.ts`, contexts);
      if (reached === null) continue;
      const index = `${SOURCE}${reached}/index`;
      if (reached !== own && target !== index) breaches.push(`${file} imports ${target}`);
      if (reached === own && target === index) breaches.push(`${file} imports its own index`);
    }
  }
  return breaches;
}

/** Which contexts each context imports. */
export function contextGraph(
  sources: ReadonlyMap<string, string>,
  contexts: readonly string[],
): Map<string, Set<string>> {
  const graph = new Map(contexts.map((context) => [context, new Set<string>()]));
  for (const [file, text] of sources) {
    const own = contextOf(file, contexts);
    if (own === null) continue;
    for (const target of importsIn(file, text)) {
      const reached = contextOf(`${target}.ts`, contexts);
      if (reached !== null && reached !== own) graph.get(own)!.add(reached);
    }
  }
  return graph;
}

/** Each cycle of the graph, as the contexts around it (`a → b → a`). */
export function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const found = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      const start = path.indexOf(next);
      if (start >= 0) {
        const loop = path.slice(start);
        // One name per cycle whatever context it is entered from.
        const first = loop.indexOf([...loop].sort()[0]!);
        const turned = [...loop.slice(first), ...loop.slice(0, first)];
        found.add([...turned, turned[0]].join(' → '));
      } else {
        walk([...path, next]);
      }
    }
  };
  for (const context of graph.keys()) walk([context]);
  return [...found].sort();
}

/** Contexts listed before a context they use: their migrations would run before its tables exist. */
export function listedBeforeTheirDependencies(
  order: readonly string[],
  graph: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  return order.flatMap((context, position) =>
    [...(graph.get(context) ?? [])]
      .filter((used) => order.indexOf(used) > position)
      .map((used) => `${context} is listed before ${used}, which it uses`),
  );
}

const CREATE_TABLE = /CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g;
const WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_]+)/g;

/** The context whose migrations create each table (tables the shared layers create are absent). */
export function tableOwners(
  sources: ReadonlyMap<string, string>,
  contexts: readonly string[],
  createdForOthers: Readonly<Record<string, string>> = {},
): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [file, text] of sources) {
    const own = contextOf(file, contexts);
    if (own === null) continue;
    for (const [, table] of text.matchAll(CREATE_TABLE)) owners.set(table!, own);
  }
  for (const [table, owner] of Object.entries(createdForOthers)) owners.set(table, owner);
  return owners;
}

/** Statements of a context that insert into, update or delete from another context's table. */
export function writesToOthersTables(
  sources: ReadonlyMap<string, string>,
  contexts: readonly string[],
  owners: ReadonlyMap<string, string>,
): string[] {
  const breaches: string[] = [];
  for (const [file, text] of sources) {
    const own = contextOf(file, contexts);
    if (own === null) continue;
    for (const [, verb, table] of text.matchAll(WRITE)) {
      const owner = owners.get(table!);
      if (owner !== undefined && owner !== own && contexts.includes(owner)) {
        breaches.push(`${file}: ${verb!.replace(/\s+/, ' ')} ${table} (owned by ${owner})`);
      }
    }
  }
  return breaches;
}
