/**
 * Summarises a V8 .cpuprofile (from `BENCH_CPU_PROF=1 npm run bench`): where the BFF's CPU time goes, by
 * package (self and inclusive time) and by hottest function.
 *
 *   npx tsx bench/profile-summary.ts bench/.profiles/CPU.*.0.001.cpuprofile [--last 10] [--top 25]
 *
 * --last N keeps only the last N seconds of samples: the BFF process stops right after its measured run,
 * so with N = BENCH_SECONDS this is (about) the measured window, without start-up and warm-up.
 */
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const value = Number(args.splice(index, 2)[1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number.`);
  return value;
};
const lastSeconds = option('--last', Infinity);
const top = option('--top', 25);
const file = args[0];
if (!file) {
  console.error('usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [--last seconds] [--top n]');
  process.exit(2);
}

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Which package (or part of the app / runtime) a frame belongs to. */
function category({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native / V8 builtins)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[1] ?? url.slice(5)}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const inRepo = url.match(/\/(bff|contracts|bench)\//);
  return inRepo ? `app: ${inRepo[1]}/` : url;
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
let idle = 0;

// Sample timestamps: startTime plus the running sum of timeDeltas (microseconds).
const times: number[] = [];
let clock = profile.startTime;
for (const delta of profile.timeDeltas) times.push((clock += delta));
const from = Number.isFinite(lastSeconds) ? profile.endTime - lastSeconds * 1e6 : -Infinity;

for (let i = 0; i < profile.samples.length; i += 1) {
  if (times[i]! < from) continue;
  // A sample stands for the time until the next one.
  const micros = (times[i + 1] ?? profile.endTime) - times[i]!;
  const leaf = byId.get(profile.samples[i]!);
  if (!leaf) continue;
  if (leaf.callFrame.functionName === '(idle)') {
    idle += micros;
    continue;
  }
  total += micros;
  const leafCategory = category(leaf.callFrame);
  self.set(leafCategory, (self.get(leafCategory) ?? 0) + micros);
  const name = `${leaf.callFrame.functionName || '(anonymous)'}  ${leaf.callFrame.url.replace(/^.*\/node_modules\//, '')}:${leaf.callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);

  const seen = new Set<string>();
  for (let id: number | undefined = leaf.id; id !== undefined; id = parentOf.get(id)) {
    const frame = byId.get(id)?.callFrame;
    if (frame) seen.add(category(frame));
  }
  for (const c of seen) inclusive.set(c, (inclusive.get(c) ?? 0) + micros);
}

const pct = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)}%`;
const ms = (micros: number) => `${(micros / 1000).toFixed(0).padStart(7)} ms`;
const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${pct(micros)} ${ms(micros)}  ${name}`);
  }
};

console.log(
  `${file}: ${(total / 1000).toFixed(0)} ms on CPU, ${(idle / 1000).toFixed(0)} ms idle` +
    (Number.isFinite(lastSeconds) ? ` (last ${lastSeconds} s only)` : ' (whole profile)'),
);
print('Self time by package (where the CPU actually was):', self);
print('Inclusive time by package (a package anywhere on the stack; columns overlap):', inclusive);
print('Hottest functions (self time):', functions);
