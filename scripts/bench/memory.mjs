// The browser's memory as the benches count it: every process Chromium started.
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumOptions } from '../lib/chromium.mjs';

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

/** Chromium started as a server, so its process tree can be measured: the browser, its root pid, and a close for both. */
export async function measuredBrowser() {
  const server = await chromium.launchServer(chromiumOptions());
  const browser = await chromium.connect(server.wsEndpoint());
  return {
    browser,
    pid: server.process().pid,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
