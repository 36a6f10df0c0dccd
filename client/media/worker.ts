// The media Web Worker's entry: the jobs it serves. Each job module is loaded
// on its first use, so the worker starts small.
import { serveJobs } from './host';

serveJobs(self as unknown as Parameters<typeof serveJobs>[0], {
  probe: async (input, ctx) => (await import('./jobs/probe')).probe(input, ctx),
  inspect: async (input, ctx) => (await import('./jobs/inspect')).inspect(input, ctx),
  frames: async (input, ctx) => (await import('./jobs/frames')).frames(input, ctx),
  audio: async (input, ctx) => (await import('./jobs/audio')).audio(input, ctx),
  scenes: async (input, ctx) => (await import('./jobs/scenes')).scenes(input, ctx),
  faces: async (input, ctx) => (await import('./jobs/faces')).faces(input, ctx),
  render: async (input, ctx) => (await import('./jobs/render')).render(input, ctx),
  renderTimeline: async (input, ctx) => (await import('./jobs/render-timeline')).renderTimeline(input, ctx),
  speechAudio: async (input, ctx) => (await import('./jobs/speech-audio')).speechAudio(input, ctx),
  transcribe: async (input, ctx) => (await import('./jobs/transcribe')).transcribe(input, ctx),
});
