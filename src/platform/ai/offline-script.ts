// The offline writer of the script creator: a deterministic video script from
// the brief and the brand voice, in pt-BR or en, for each format. It writes to
// the word budget of the target length at the asked speaking rate (so the
// layer's check of the estimated length passes), skips sentences and beats
// that use a word the brand avoids, and ends with the brand's handle.
import { countWords, usesWord, wordsFor, type ScriptDraft, type ScriptFormat } from '../../common/contracts/script';
import type { AiTask, VoiceBrief } from './types';
import { briefOf, hash } from './offline-brief';
import { agreePt } from './offline-grammar';
import { sentences, table } from './offline-words';

type Task = Extract<AiTask, { kind: 'script_draft' }>;

interface Angle {
  onScreen: string;
  broll: string;
  lines: string[];
}

interface Phrasebook {
  hooks: Record<ScriptFormat, ((t: string, a: string) => string)[]>;
  angles: Record<ScriptFormat, (t: string, a: string) => Angle[]>;
  /** More to say in a long beat, on any format. */
  more: (t: string, a: string) => string[];
  hookScreen: (t: string) => string;
  hookBroll: Record<ScriptFormat, string>;
  cta: (v: VoiceBrief | null, f: ScriptFormat) => { spoken: string; onScreen: string; broll: string };
  title: (t: string, f: ScriptFormat) => string;
}

const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** One angle a line: what the screen shows | the b-roll note | what is said, a sentence a cell. */
const beats = (strings: TemplateStringsArray, ...values: string[]): Angle[] =>
  table(strings, values).map(([onScreen = '', broll = '', ...lines]) => ({ onScreen, broll, lines }));

const PT: Phrasebook = {
  hooks: {
    talking_head: [
      (t) => `Se você ainda faz ${t} do jeito difícil, esse vídeo é para você.`,
      (t) => `Vou te contar o que ninguém fala sobre ${t}.`,
      (t, a) => `${a ? cap(a) : 'Você'} não ${agreePt(a, 'precisa', 'precisam')} complicar ${t}. Presta atenção.`,
    ],
    tutorial: [
      (t) => `Em poucos passos você aprende ${t}. Vem comigo.`,
      (t) => `Esse é o jeito mais simples de fazer ${t}, passo a passo.`,
    ],
    story: [
      (t) => `Um ano atrás eu não sabia nada sobre ${t}. Hoje tudo mudou.`,
      (t) => `Essa é a história de como ${t} virou o jogo para mim.`,
    ],
    ad: [(t) => `Cansado de perder tempo com ${t}? Olha isso.`, (t) => `E se ${t} fosse fácil de verdade?`],
  },
  angles: {
    talking_head: (t, a) =>
      beats`
      O erro mais comum | Close no rosto, corte seco | O erro mais comum em ${t} é querer fazer tudo de uma vez. | Quem tenta abraçar tudo acaba desistindo na primeira semana.
      Comece pequeno | Mãos anotando num caderno | Comece com uma parte pequena de ${t} e faça bem feito. | Resultado pequeno e constante vale mais que um plano perfeito.
      Para quem é | Pessoas do público no dia a dia | ${a ? cap(a) : 'Quem está começando'} ${agreePt(a, 'precisa', 'precisam')} de clareza, não de mais informação. | Escolha uma meta e ignore o resto por enquanto.
      Meça o progresso | Tela com um gráfico subindo | Anote um número que mostre seu progresso toda semana. | O que é medido melhora, e você vê a evolução.
      Constância vence | Calendário com dias marcados | Em ${t}, constância vence intensidade. | Um pouco todo dia leva mais longe do que muito de vez em quando.
    `,
    tutorial: (t) =>
      beats`
      Passo 1: prepare | Mesa com tudo o que vai ser usado | Primeiro, separe tudo o que você precisa para ${t}. | Ter tudo à mão evita parar no meio do caminho.
      Passo 2: comece simples | Tela ou mãos mostrando o primeiro movimento | Agora faça a versão mais simples possível. | Não busque perfeição no primeiro teste.
      Passo 3: ajuste | Detalhe do ajuste em câmera próxima | Observe o resultado e ajuste um detalhe de cada vez. | Mudar tudo junto esconde o que funcionou.
      Passo 4: repita | Sequência acelerada de repetições | Repita o processo até ${t} sair no automático. | A repetição transforma o passo a passo em hábito.
      Dica extra | Resultado final em destaque | Guarde um registro do que deu certo. | Na próxima vez você começa do ponto certo.
    `,
    story: (t) =>
      beats`
      Onde tudo começou | Fotos antigas ou imagens de arquivo | Quando comecei com ${t}, eu errava quase tudo. | Eu tentava copiar os outros e nada parecia funcionar.
      O problema | Cena de frustração, luz baixa | Chegou um ponto em que pensei em desistir. | O esforço era grande e o resultado não aparecia.
      A virada | Momento de descoberta, luz abrindo | Então percebi que estava olhando para o lugar errado. | Mudei uma única coisa na forma de fazer ${t}.
      O resultado | Antes e depois lado a lado | Em poucas semanas, tudo ficou mais leve. | O resultado veio quando parei de complicar.
      A lição | Close no rosto, fala direta | A lição é simples: comece antes de se sentir pronto. | Ninguém acerta tudo de primeira.
    `,
    ad: (t) =>
      beats`
      O problema | Pessoa perdida entre tarefas | Fazer ${t} do jeito antigo toma tempo e energia. | E no fim do dia o resultado não compensa.
      A solução | Produto ou serviço em uso | Nós criamos um jeito mais simples de resolver isso. | Você foca no que importa e deixa o resto com a gente.
      Por que funciona | Detalhes do produto em close | Cada detalhe foi pensado para quem não tem tempo a perder. | É rápido de começar e fácil de manter.
      Quem já usa | Depoimentos curtos de clientes | Quem experimentou não volta para o jeito antigo. | Os resultados aparecem já nas primeiras semanas.
      Oferta especial | Tela com a oferta em destaque | Agora é a melhor hora para começar. | A condição especial vale só por pouco tempo.
    `,
  },
  more: (t, a) =>
    sentences`
    Pense em como isso se aplica ao seu dia a dia com ${t}.
    Parece simples, e é justamente por isso que funciona.
    ${a ? cap(a) : 'Muita gente'} ${agreePt(a, 'pula', 'pulam')} essa parte e depois ${agreePt(a, 'sente', 'sentem')} falta.
    Faça um teste hoje mesmo e veja a diferença.
    Se algo der errado, ajuste e tente de novo sem culpa.
    O segredo está nos detalhes que quase ninguém observa.
    Anote isso, porque vai fazer diferença lá na frente.
    Com o tempo, ${t} fica natural e leva menos esforço.
    Não precisa de equipamento caro para começar.
    Vale mais fazer hoje do jeito possível do que esperar o momento perfeito.
    Repare em quem já domina ${t}: a base é sempre a mesma.
    Comece devagar e aumente o ritmo quando se sentir seguro.
    Quando der certo, repita; quando não der, descubra o porquê.
    Compartilhe o que aprendeu, porque ensinar fixa o conhecimento.
    Cada pessoa encontra seu próprio jeito de fazer ${t}.
    Guarde essa ideia, porque ela vai voltar mais adiante.
  `,
  hookScreen: (t) => cap(t),
  hookBroll: {
    talking_head: 'Plano fechado, olhando para a câmera',
    tutorial: 'Resultado final mostrado primeiro',
    story: 'Imagem marcante do começo da história',
    ad: 'Cena do problema, corte rápido',
  },
  cta: (v, f) => ({
    spoken:
      f === 'ad'
        ? `Clique no link e experimente agora. Siga ${v?.handle || 'a gente'} para mais.`
        : `Se isso te ajudou, salve este vídeo e siga ${v?.handle || 'a gente'} para mais.`,
    onScreen: f === 'ad' ? 'Experimente agora' : `Siga ${v?.handle || 'para mais'}`,
    broll: 'Logo da marca e arroba na tela',
  }),
  title: (t, f) => `${cap(t)} (${{ talking_head: 'fala para a câmera', tutorial: 'tutorial', story: 'história', ad: 'anúncio' }[f]})`,
};

const EN: Phrasebook = {
  hooks: {
    talking_head: [
      (t) => `If you still do ${t} the hard way, this video is for you.`,
      (t) => `Here is what nobody tells you about ${t}.`,
      (t, a) => `${a ? cap(a) : 'You'} do not need to overthink ${t}. Listen.`,
    ],
    tutorial: [(t) => `In a few steps you will learn ${t}. Follow along.`, (t) => `This is the simplest way to do ${t}, step by step.`],
    story: [
      (t) => `A year ago I knew nothing about ${t}. Today everything changed.`,
      (t) => `This is the story of how ${t} turned things around for me.`,
    ],
    ad: [(t) => `Tired of wasting time on ${t}? Watch this.`, (t) => `What if ${t} were actually easy?`],
  },
  angles: {
    talking_head: (t, a) =>
      beats`
      The most common mistake | Close-up on the face, hard cut | The most common mistake in ${t} is trying to do everything at once. | People who try it all usually quit in the first week.
      Start small | Hands writing in a notebook | Start with one small part of ${t} and do it well. | Small steady results beat a perfect plan.
      Who it is for | People from the audience in daily life | ${a ? cap(a) : 'Beginners'} need clarity, not more information. | Pick one goal and ignore the rest for now.
      Measure progress | Screen with a rising chart | Write down one number that shows your progress every week. | What gets measured improves, and you see it grow.
      Consistency wins | Calendar with days ticked off | In ${t}, consistency beats intensity. | A little every day goes further than a lot once in a while.
    `,
    tutorial: (t) =>
      beats`
      Step 1: prepare | Table with everything you will use | First, gather everything you need for ${t}. | Having it all at hand keeps you from stopping halfway.
      Step 2: start simple | Screen or hands showing the first move | Now do the simplest version you can. | Do not chase perfection on the first try.
      Step 3: adjust | Close shot of the adjustment | Look at the result and change one detail at a time. | Changing everything at once hides what worked.
      Step 4: repeat | Sped-up sequence of repetitions | Repeat the process until ${t} feels automatic. | Repetition turns the steps into a habit.
      Bonus tip | Final result in the spotlight | Keep a note of what worked. | Next time you start from the right place.
    `,
    story: (t) =>
      beats`
      Where it started | Old photos or archive footage | When I started with ${t}, I got almost everything wrong. | I tried to copy others and nothing seemed to work.
      The problem | Frustration scene, low light | At some point I thought about giving up. | The effort was huge and the results did not show.
      The turning point | Moment of discovery, light opening up | Then I realised I was looking in the wrong place. | I changed one single thing in how I did ${t}.
      The result | Before and after side by side | In a few weeks, everything felt lighter. | The result came when I stopped overcomplicating it.
      The lesson | Close-up, speaking straight to camera | The lesson is simple: start before you feel ready. | Nobody gets it all right the first time.
    `,
    ad: (t) =>
      beats`
      The problem | Person lost between tasks | Doing ${t} the old way takes time and energy. | And at the end of the day the result is not worth it.
      The solution | Product or service in use | We built a simpler way to solve this. | You focus on what matters and leave the rest to us.
      Why it works | Product details in close-up | Every detail was designed for people with no time to lose. | It is quick to start and easy to keep going.
      People love it | Short customer testimonials | People who try it never go back to the old way. | Results show up in the first few weeks.
      Special offer | Screen with the offer highlighted | Now is the best time to start. | The special offer is only on for a short time.
    `,
  },
  more: (t, a) =>
    sentences`
    Think about how this applies to your own day with ${t}.
    It sounds simple, and that is exactly why it works.
    ${a ? cap(a) : 'Many people'} skip this part and regret it later.
    Try it today and see the difference for yourself.
    If something goes wrong, adjust and try again without guilt.
    The secret is in the details almost nobody notices.
    Write this down, because it will matter later.
    Over time, ${t} becomes natural and takes less effort.
    You do not need expensive gear to get started.
    Doing it today the way you can beats waiting for the perfect moment.
    Look at people who are good at ${t}: the basics are always the same.
    Start slow and pick up the pace once you feel confident.
    When it works, repeat it; when it does not, find out why.
    Share what you learned, because teaching makes it stick.
    Everyone finds their own way of doing ${t}.
    Keep this idea in mind, because it comes back later.
  `,
  hookScreen: (t) => cap(t),
  hookBroll: {
    talking_head: 'Tight shot, looking into the camera',
    tutorial: 'Show the final result first',
    story: 'A striking image from the start of the story',
    ad: 'Scene of the problem, quick cut',
  },
  cta: (v, f) => ({
    spoken:
      f === 'ad'
        ? `Tap the link and try it now. Follow ${v?.handle || 'us'} for more.`
        : `If this helped, save this video and follow ${v?.handle || 'us'} for more.`,
    onScreen: f === 'ad' ? 'Try it now' : `Follow ${v?.handle || 'for more'}`,
    broll: 'Brand logo and handle on screen',
  }),
  title: (t, f) => `${cap(t)} (${{ talking_head: 'talking head', tutorial: 'tutorial', story: 'story', ad: 'ad' }[f]})`,
};

/** A beat about every 15 s of target, one at least, at most twelve. */
export const beatCountFor = (targetSeconds: number) => Math.min(12, Math.max(1, Math.round(targetSeconds / 15)));

export function writeScriptDraft(task: Task): ScriptDraft {
  const p = task.locale === 'en' ? EN : PT;
  const { topic, audience, avoid } = briefOf(task);
  const clean = (s: string) => !avoid.some((w) => usesWord(s, w));
  const seed = hash(`${task.locale}|${task.format}|${topic.toLocaleLowerCase()}|${task.targetSeconds}`);

  const hooks = p.hooks[task.format].map((h) => h(topic, audience));
  const hookPool = hooks.filter(clean).length ? hooks.filter(clean) : hooks;
  const hook = { spoken: hookPool[seed % hookPool.length]!, onScreen: p.hookScreen(topic).slice(0, 120), broll: p.hookBroll[task.format] };
  const cta = p.cta(task.voice, task.format);

  const allAngles = p.angles[task.format](topic, audience);
  const angles = allAngles.filter((a) => clean(`${a.onScreen} ${a.broll}`)).length
    ? allAngles.filter((a) => clean(`${a.onScreen} ${a.broll}`))
    : allAngles;
  const more = p.more(topic, audience).filter(clean);
  const n = beatCountFor(task.targetSeconds);
  const budget = Math.max(n * 4, wordsFor(task.targetSeconds, task.wordsPerMinute) - countWords(hook.spoken) - countWords(cta.spoken));

  // Each beat fills up to its share of the running total, so rounding never adds up across beats.
  const beats: ScriptDraft['beats'] = [];
  let written = 0;
  let extra = seed % Math.max(1, more.length);
  for (let i = 0; i < n; i++) {
    const angle = angles[i % angles.length]!;
    const round = Math.floor(i / angles.length);
    const goal = Math.round((budget * (i + 1)) / n);
    const queue = [...angle.lines.filter(clean)];
    const said: string[] = [];
    let words = 0;
    // Always one sentence; then more while the next one lands closer to the goal than stopping here.
    while (said.length === 0 || written + words < goal) {
      const next = queue.shift() ?? more[extra++ % Math.max(1, more.length)];
      if (!next) break;
      const w = countWords(next);
      if (said.length > 0 && written + words + w - goal > goal - (written + words)) break;
      said.push(next);
      words += w;
    }
    written += words;
    beats.push({
      spoken: said.join(' '),
      onScreen: (round > 0 ? `${angle.onScreen} (${round + 1})` : angle.onScreen).slice(0, 120),
      broll: angle.broll,
    });
  }
  // A note or a label that would use an avoided word is left out: both may be empty, the words may not.
  const scrub = (part: ScriptDraft['hook']) => ({
    spoken: part.spoken,
    onScreen: clean(part.onScreen) ? part.onScreen : '',
    broll: clean(part.broll) ? part.broll : '',
  });
  return { title: p.title(topic, task.format).slice(0, 100), hook: scrub(hook), beats: beats.map(scrub), cta: scrub(cta) };
}
