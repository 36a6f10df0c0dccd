// `npm run dev`: the whole app on http://127.0.0.1:8787 with local D1/KV/R2,
// the client rebuilt on change, and the Firebase Auth Emulator on :9099.
// One Ctrl-C stops all of it.
import { startStack } from './lib/stack.mjs';

const { baseUrl, emulatorUrl } = await startStack({ watch: true, crons: true });
console.log(`\n  Palco is running at ${baseUrl}  (Auth Emulator: ${emulatorUrl})\n  Press Ctrl-C to stop.\n`);
await new Promise(() => {});
