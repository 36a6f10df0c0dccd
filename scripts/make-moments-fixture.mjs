// Makes the Portuguese talk the signal-only moment finder is tested on
// (tests/unit/clipper-signal-moments.test.ts): five paragraphs read by
// espeak-ng (pt-br) with a second of silence between them, all read alike but
// the third, which is louder, higher and faster and is followed by an
// applause-like burst (ffmpeg's anoisesrc, pulsed). Nothing in the words says
// which paragraph is best: only the sound does. Written as 4 kHz µ-law WAV (the
// rate the clipper's analysis decodes sound at), with the standout's span in a
// JSON beside it. `node scripts/make-moments-fixture.mjs`
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const out = resolve(import.meta.dirname, '..', 'tests', 'fixtures', 'audio');
const PARAGRAPHS = [
  'Hoje eu quero falar sobre como organizar a sua semana de trabalho. Primeiro, escreva tudo o que precisa ser feito. Depois, separe o que é urgente do que é importante.',
  'Muita gente confunde as duas coisas e acaba cansada no fim do dia. Uma lista simples ajuda bastante, mas ela precisa caber numa folha só, e ser lida toda manhã.',
  'E aqui está o segredo que mudou tudo para mim: faça a tarefa mais difícil logo cedo, antes de abrir o celular, antes das mensagens, antes de qualquer reunião. Em uma semana você vai sentir a diferença, e em um mês a sua produtividade vai dobrar!',
  'Também vale reservar um horário fixo para responder mensagens. Assim o resto do dia fica livre para o trabalho que realmente exige atenção e cuidado.',
  'Por fim, revise a semana na sexta feira. Veja o que deu certo, o que ficou para trás, e ajuste a lista para a próxima segunda com calma.',
];
const STANDOUT = 2;
const PLAIN = ['-s', '140', '-p', '40', '-a', '60'];
const LIVELY = ['-s', '195', '-p', '80', '-a', '170'];
const GAP_S = 1;
const APPLAUSE_S = 2.5;
const CLAP_AFTER_S = 0.3;

const dir = mkdtempSync(join(tmpdir(), 'palco-moments-'));
const seconds = (file) =>
  Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString().trim());
try {
  const parts = [];
  /** Seconds of silence after each part: the claps come 0.3 s after the standout's last word. */
  const pads = [];
  let at = 0;
  let standout = null;
  PARAGRAPHS.forEach((text, i) => {
    const wav = join(dir, `p${i}.wav`);
    execFileSync('espeak-ng', ['-v', 'pt-br', ...(i === STANDOUT ? LIVELY : PLAIN), '-w', wav, text]);
    const d = seconds(wav);
    parts.push(wav);
    pads.push(i === STANDOUT ? CLAP_AFTER_S : GAP_S);
    if (i === STANDOUT) {
      // Claps: white noise pulsed nine times a second, about as loud as the voice.
      const clap = join(dir, 'applause.wav');
      execFileSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
        ...['-i', `anoisesrc=color=white:amplitude=0.5:duration=${APPLAUSE_S}:sample_rate=22050:seed=7`],
        ...['-af', 'tremolo=f=9:d=0.7,highpass=f=300', '-ac', '1', clap],
      ]);
      parts.push(clap);
      pads.push(GAP_S);
      standout = { startMs: Math.round(at * 1000), endMs: Math.round((at + d + CLAP_AFTER_S + APPLAUSE_S) * 1000) };
      at += d + CLAP_AFTER_S + APPLAUSE_S + GAP_S;
    } else at += d + GAP_S;
  });
  const inputs = parts.flatMap((p) => ['-i', p]);
  const chain = parts.map((_, i) => `[${i}:a]aresample=22050,apad=pad_dur=${pads[i]}[a${i}]`).join(';');
  const concat = `${parts.map((_, i) => `[a${i}]`).join('')}concat=n=${parts.length}:v=0:a=1[out]`;
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', ...inputs],
    ...['-filter_complex', `${chain};${concat}`, '-map', '[out]', '-ar', '4000', '-ac', '1', '-c:a', 'pcm_mulaw'],
    join(out, 'pt-talk-standout.wav'),
  ]);
  writeFileSync(join(out, 'pt-talk-standout.json'), `${JSON.stringify({ language: 'pt', sampleRate: 4000, standout }, null, 2)}\n`);
  console.log(standout, seconds(join(out, 'pt-talk-standout.wav')));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
