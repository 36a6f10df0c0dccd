#!/usr/bin/env node
// Writes tests/fixtures/viral-eval.json: the viral predictor's evaluation set
// (decision 086). Each entry is a pair of versions of one known talk, labelled
// with the one a creator's practice rates better and why. Timings come from a
// deterministic words-per-second model (not espeak-ng): the factors read only
// when words start and end, so a model that anyone can re-run byte for byte is
// enough, and it lets a pair differ in exactly one thing (or two, for the
// trade-off pairs). Run: node scripts/make-viral-eval.mjs
import { writeFileSync } from 'node:fs';

const OUT = new URL('../tests/fixtures/viral-eval.json', import.meta.url);

const TALKS = {
  pt_cafe: {
    lang: 'pt',
    sentences: [
      'Você sabia que três minutos de preparo mudam o sabor do café?',
      'A água precisa estar a noventa graus e o pó moído na hora.',
      'Depois despeje devagar em círculos e espere o café descansar um pouco antes de servir.',
      'Assim o aroma aparece inteiro e o amargor some da xícara.',
      'Teste amanhã cedo e conte nos comentários o que mudou para você.',
    ],
    plain: 'O café coado fica melhor com água quente e pó fresco.',
    greeting: ['Oi pessoal, tudo bem?', 'Bom, então, olha...', 'Hoje eu queria falar um pouco com calma.'],
    post: 'Três minutos que mudam o seu café da manhã. Conta aqui embaixo se você testou.',
    tags: ['#cafe', '#receita', '#barista', '#dica', '#manha'],
    brand: { wordsToUse: ['café', 'aroma'], wordsToAvoid: ['barato'] },
    offBrand: 'O segredo do café barato e rápido que ninguém conta.',
  },
  pt_bike: {
    lang: 'pt',
    sentences: [
      'Cinco minutos por semana deixam a sua bicicleta pronta para qualquer subida.',
      'Comece calibrando os pneus com a pressão escrita na lateral.',
      'Depois limpe a corrente com um pano seco e coloque uma gota de óleo em cada elo.',
      'Confira se os freios param a roda antes do meio do curso da manete.',
      'Se gostou, salve este vídeo e mostre para quem pedala com você.',
    ],
    plain: 'A manutenção da bicicleta é simples quando vira rotina.',
    greeting: ['E aí galera, beleza?', 'Então, tipo assim...', 'Antes de começar deixa eu me ajeitar aqui.'],
    post: 'Cinco minutos por semana e a sua bike agradece. Salve para lembrar no domingo.',
    tags: ['#bike', '#ciclismo', '#pedal', '#manutencao', '#dica'],
    brand: { wordsToUse: ['bicicleta', 'pedala'], wordsToAvoid: ['gambiarra'] },
    offBrand: 'A gambiarra que resolve qualquer bike em um minuto.',
  },
  en_sleep: {
    lang: 'en',
    sentences: [
      'Do you wake up tired even after eight hours in bed?',
      'Your room is probably two degrees too warm for deep sleep.',
      'Set the thermostat lower, keep the phone outside the bedroom and open the curtains as soon as you get up.',
      'Morning light tells your body when to feel sleepy again that night.',
      'Try it for one week and tell me in the comments what changed.',
    ],
    plain: 'Sleep quality depends on a handful of habits at home.',
    greeting: ['Hey guys, hi everyone!', 'So, well, yeah...', 'Today I wanted to take a moment to settle in.'],
    post: 'Two degrees between you and a good night. Tell me if it worked for you.',
    tags: ['#sleep', '#health', '#habits', '#wellness', '#tips'],
    brand: { wordsToUse: ['sleep', 'light'], wordsToAvoid: ['cheap'] },
    offBrand: 'The cheap sleep hack nobody talks about.',
  },
  en_money: {
    lang: 'en',
    sentences: [
      'Three apps are quietly draining your bank account every month.',
      'Open your statement and search for every charge under ten dollars.',
      'Most of them are trials you forgot to cancel or subscriptions you used once a year ago.',
      'Cancel them today and move that money into a savings account on payday.',
      'Follow for part two, where we plan a budget in ten minutes.',
    ],
    plain: 'Personal finance starts with knowing where the money goes.',
    greeting: ['Hello folks, alright?', 'So, like, well...', 'Let me grab some water before we start here.'],
    post: 'Three apps are taking your money right now. Check your statement tonight.',
    tags: ['#money', '#budget', '#finance', '#savings', '#tips'],
    brand: { wordsToUse: ['savings', 'budget'], wordsToAvoid: ['scam'] },
    offBrand: 'This scam app is draining everyone, not just you.',
  },
};

// The speech model: a word lasts 170 ms plus 25 ms a letter, then 60 ms before the next word, 300 ms more
// after a sentence's end. An average word (5 letters) is then about 360 ms: 165 words a minute, inside the
// predictor's pace band. `slow` stretches every duration (1.6 is about 100 words a minute).
const wordMs = (w) => 170 + 25 * w.replace(/[^\p{L}\p{N}]/gu, '').length;

/** One version of a talk, as the predictor's inputs. */
function version(talk, o = {}) {
  const slow = o.slow ?? 1;
  const sentences = [...(o.lead ?? []), ...(o.sentences ?? talk.sentences)];
  const words = [];
  let t = o.silenceMs ?? 0;
  sentences.forEach((s, si) => {
    for (const text of s.split(' ')) {
      const len = Math.round(wordMs(text) * slow);
      words.push({ text, startMs: t, endMs: t + len, sourceMs: t });
      t += len + Math.round(60 * slow);
    }
    t += Math.round(300 * slow);
    if (o.pauseMs && si >= (o.lead?.length ?? 0) && si < sentences.length - 1) t += o.pauseMs;
  });
  const durationMs = o.durationMs ?? t + 500;
  // Loudness per second (dBFS): speech at -18, silence at -62; a quiet opening talks at -34 in its first 3 s.
  const levels = [];
  for (let s = 0; s * 1000 < durationMs; s++) {
    const speaking = words.some((w) => w.startMs < (s + 1) * 1000 && w.endMs > s * 1000);
    levels.push(!speaking ? -62 : o.quietStart && s < 3 ? -34 : -18);
  }
  // Scene cuts: every 4 s by default (2.5 per 10 s, inside every network's band), none for a static shot.
  const every = o.cutEveryMs === undefined ? 4000 : o.cutEveryMs;
  const cutsMs = [];
  if (every) for (let c = every; c < durationMs; c += every) cutsMs.push(c);
  // Faces: one sample a second, a face a third of the frame wide, or none.
  const faces = [];
  for (let s = 0; s * 1000 < durationMs; s++) faces.push({ atMs: s * 1000, faces: o.noFace ? [] : [{ width: 0.33 }] });
  return {
    words,
    durationMs,
    captions: o.captions ?? true,
    post: o.post === undefined ? { text: talk.post, hashtags: talk.tags.slice(0, 3) } : o.post,
    levels,
    cutsMs,
    faces,
  };
}

/** The talk said `times` over, for a version too long for the network. */
const repeated = (talk, times) => Array.from({ length: times }, () => talk.sentences).flat();

const pairs = [];
const speech = (id, talkId, network, why, better, worse, voice = null) => {
  const talk = TALKS[talkId];
  pairs.push({
    id,
    talk: talkId,
    // Two practices against each other: only these can tell one set of weights from another.
    tradeOff: id.includes('-vs-'),
    kind: 'speech',
    lang: talk.lang,
    network,
    why,
    voice,
    better: version(talk, better),
    worse: version(talk, worse),
  });
};
const text = (id, talkId, network, role, why, better, worse) =>
  pairs.push({
    id,
    talk: talkId,
    tradeOff: false,
    kind: 'text',
    lang: TALKS[talkId].lang,
    network,
    role,
    why,
    better: { text: better },
    worse: { text: worse },
  });

const NETS = ['tiktok', 'instagram', 'youtube_shorts', 'linkedin', 'x'];
const talkIds = Object.keys(TALKS);

talkIds.forEach((tid, k) => {
  const talk = TALKS[tid];
  const net = (i) => NETS[(k + i) % NETS.length];
  // One practice at a time.
  speech(`${tid}-hook-late`, tid, net(0), 'hook at 0 s vs after about 7 s of greeting', {}, { lead: talk.greeting });
  speech(`${tid}-dead-air`, tid, net(1), 'no dead air vs a 2.5 s pause after every sentence', {}, { pauseMs: 2500 });
  speech(`${tid}-silent-start`, tid, net(2), 'speech from 0 s vs 4 s of silence before the first word', {}, { silenceMs: 4000 });
  speech(
    `${tid}-static`,
    tid,
    ['tiktok', 'instagram', 'youtube_shorts'][k % 3],
    'a cut every 3 s vs one static shot',
    { cutEveryMs: 3000 },
    { cutEveryMs: 0 },
  );
  speech(`${tid}-face`, tid, net(3), 'a face on screen vs none', {}, { noFace: true });
  speech(
    `${tid}-too-long`,
    tid,
    ['instagram', 'youtube_shorts', 'x', 'tiktok'][k],
    'right length vs the talk said over and over, far past the sweet spot',
    {},
    { sentences: repeated(talk, 5) },
  );
  speech(`${tid}-captions`, tid, net(4), 'captions on vs off', {}, { captions: false });
  speech(
    `${tid}-hashtags`,
    tid,
    net(0),
    'post text with the network’s hashtags vs twenty hashtags',
    {},
    {
      post: {
        text: talk.post,
        hashtags: [...talk.tags, ...talk.tags.map((t) => `${t}2`), ...talk.tags.map((t) => `${t}3`), ...talk.tags.map((t) => `${t}4`)],
      },
    },
  );
  speech(`${tid}-quiet-start`, tid, net(1), 'a loud opening vs the first 3 s spoken quietly', {}, { quietStart: true });
  speech(
    `${tid}-slow`,
    tid,
    net(2),
    'a lively pace vs the same words at about 100 words a minute',
    {},
    { slow: 1.6, durationMs: undefined },
  );
  speech(
    `${tid}-opener`,
    tid,
    net(3),
    'a hook that asks, counts or says "you" vs a plain statement',
    {},
    {
      sentences: [talk.plain, ...talk.sentences.slice(1)],
    },
  );
  speech(
    `${tid}-brand`,
    tid,
    net(4),
    'the brand’s words vs a word the brand avoids',
    {},
    { sentences: [talk.offBrand, ...talk.sentences.slice(1)] },
    talk.brand,
  );
  // Trade-offs: two practices against each other, labelled by which the practice puts first.
  speech(
    `${tid}-hook-vs-captions`,
    tid,
    net(0),
    'an early hook without captions vs captions on a 7 s greeting (no one stays to read them)',
    { captions: false },
    {
      lead: talk.greeting,
    },
  );
  speech(
    `${tid}-hook-vs-face`,
    tid,
    net(1),
    'an early hook with no face vs a face behind a 7 s greeting',
    { noFace: true },
    { lead: talk.greeting },
  );
  speech(
    `${tid}-air-vs-cuts`,
    tid,
    ['tiktok', 'instagram', 'youtube_shorts', 'x'][k],
    'a static shot with no dead air vs a cut every 3 s over 3 s pauses',
    { cutEveryMs: 0 },
    {
      pauseMs: 3000,
      cutEveryMs: 3000,
    },
  );
  speech(
    `${tid}-length-vs-tags`,
    tid,
    net(2),
    'right length with no hashtags vs far too long with the right hashtags',
    { post: { text: talk.post, hashtags: [] } },
    {
      sentences: repeated(talk, 5),
    },
  );
  speech(
    `${tid}-captions-vs-tags`,
    tid,
    net(3),
    'captions on and no hashtags vs captions off with the right hashtags (most watch muted)',
    {
      post: { text: talk.post, hashtags: [] },
    },
    { captions: false },
  );
  // Typed text: a hook line and a post caption.
  text(
    `${tid}-text-hook`,
    tid,
    net(4),
    'hook',
    'a short hook that asks vs a greeting that rambles',
    talk.sentences[0],
    `${talk.greeting.join(' ')} ${talk.plain}`,
  );
  text(
    `${tid}-text-caption`,
    tid,
    net(0),
    'caption',
    'a caption with hashtags vs the same text without',
    `${talk.post} ${talk.tags.slice(0, 3).join(' ')}`,
    talk.post,
  );
});

const set = {
  about:
    'Viral predictor evaluation set (decision 086): synthetic versions of four known talks (two in Portuguese, two in English), ' +
    'timed by a words-per-second model, each pair labelled with the version a creator’s practice rates better. Made by scripts/make-viral-eval.mjs.',
  pairs,
};
writeFileSync(OUT, JSON.stringify(set) + '\n');
console.log(`${pairs.length} pairs -> ${OUT.pathname}`);
