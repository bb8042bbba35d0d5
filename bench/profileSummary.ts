/**
 * Where a CPU profile's time went: `tsx bench/profileSummary.ts <file.cpuprofile> [top]` prints
 * the self time per function and per package (or, for our own code, per source folder), as shares
 * of the busy time (idle and the garbage collector are listed apart). Written for the profiles
 * `BENCH_CPU_PROF=<dir> npm run bench:booking` leaves; `lastSeconds` keeps only the samples of the
 * profile's last seconds (the timed burst, without the start-up, migrations and seeding before it).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file)
  throw new Error('usage: tsx bench/profileSummary.ts <file.cpuprofile> [top] [lastSeconds]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** A package name from node_modules, our source folder, or node's own internals. */
function area(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const source = /\/(apps|packages)\/(.+)\/[^/]+$/.exec(url);
  return source ? `${source[1]}/${source[2]}` : url;
}

const selfByFunction = new Map<string, number>();
const selfByArea = new Map<string, number>();
let busy = 0;
let idle = 0;
let gc = 0;
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
let time = profile.startTime;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  time += delta;
  if (time < from) return;
  const frame = byId.get(id)?.callFrame;
  if (!frame) return;
  if (frame.functionName === '(idle)') return void (idle += delta);
  if (frame.functionName === '(garbage collector)') gc += delta;
  busy += delta;
  const name = `${frame.functionName || '(anonymous)'} ${area(frame.url)}:${frame.lineNumber + 1}`;
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
  const where = frame.functionName.startsWith('(') ? frame.functionName : area(frame.url);
  selfByArea.set(where, (selfByArea.get(where) ?? 0) + delta);
});

const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${share(micros)}  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`);
};
console.log(
  `busy ${(busy / 1000).toFixed(0)} ms (garbage collector ${share(gc)}), idle ${(idle / 1000).toFixed(0)} ms`,
);
print('self time by package or source folder', selfByArea);
print('self time by function', selfByFunction);
