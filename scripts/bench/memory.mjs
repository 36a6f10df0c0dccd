// The browser's memory as the benches count it: every process Chromium started.
import { readdirSync, readFileSync } from 'node:fs';

/** RSS of a process and all its descendants (the browser, its renderers, GPU and utility processes). */
export function treeRssMiB(root) {
  const children = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const ppid = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(pid);
    } catch {
      // The process ended while we read: it has no memory left to count.
    }
  }
  let kb = 0;
  const visit = (pid) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
    for (const c of children.get(pid) ?? []) visit(c);
  };
  visit(String(root));
  return kb / 1024;
}
