// The viral predictor's own messages, loaded with its chunk. Every factor's
// explanation and suggestion is worded here from the numbers the rules give.
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '../../lib/i18n-namespace';

export const MESSAGES = bilingual({
  subtitle: [
    'Confira um rascunho antes de postar: uma nota de 0 a 100 para a rede escolhida, com o peso de cada fator e o que mudar.',
    'Check a draft before you post: a score from 0 to 100 for the chosen network, with each factor’s weight and what to change.',
  ],
  whatIs: [
    'A nota é uma lista de práticas conhecidas (gancho cedo, ritmo, sem silêncios, duração, legendas, hashtags, palavras da marca), pesadas e somadas.',
    'The score is a checklist of known practices (an early hook, pace, no dead air, length, captions, hashtags, brand words), weighed and added up.',
  ],
  whatIsNot: [
    'Não é uma promessa de visualizações: o alcance depende do público, do momento e da rede.',
    'It is not a promise of views: reach depends on the audience, the moment and the network.',
  ],
  loading: ['Carregando…', 'Loading…'],
  source: {
    title: ['O que avaliar', 'What to score'],
    kinds: { clip: ['Clipe', 'Clip'], video: ['Projeto de vídeo', 'Video project'], text: ['Texto', 'Text'] },
    videoProject: ['Projeto do editor de vídeo', 'Video editor project'],
    choose: ['Escolha…', 'Choose…'],
    noVideos: ['Nenhum projeto de vídeo ainda.', 'No video projects yet.'],
    noTranscript: [
      'O vídeo deste clipe não tem transcrição: o gancho, o ritmo e os silêncios não podem ser medidos.',
      'This clip’s video has no transcript: the hook, pace and dead air cannot be measured.',
    ],
    role: ['É um', 'It is a'],
    roles: { hook: ['Gancho', 'Hook'], caption: ['Legenda do post', 'Post caption'] },
    text: ['Texto', 'Text'],
    textPlaceholder: ['Ex.: Você está passando café do jeito errado?', 'E.g. Are you making your coffee the wrong way?'],
  },
  network: ['Rede', 'Network'],
  networks: {
    tiktok: ['TikTok', 'TikTok'],
    instagram: ['Instagram Reels', 'Instagram Reels'],
    youtube_shorts: ['YouTube Shorts', 'YouTube Shorts'],
    linkedin: ['LinkedIn', 'LinkedIn'],
    x: ['X', 'X'],
  },
  kit: ['Kit de marca', 'Brand kit'],
  noKit: ['Nenhum (sem palavras da marca)', 'None (no brand words)'],
  scoreText: ['Avaliar texto', 'Score text'],
  scoring: ['Avaliando…', 'Scoring…'],
  cost: [
    '{{price}} crédito por avaliação de texto · saldo: {{balance}} créditos',
    '{{price}} credit a text score · balance: {{balance}} credits',
  ],
  offline: [
    'O texto é avaliado por regras no servidor, sem um modelo de IA.',
    'The text is scored by rules on the server, without an AI model.',
  ],
  empty: [
    'Escolha um clipe, um projeto de vídeo ou escreva um texto para ver a nota.',
    'Choose a clip, a video project or write a text to see its score.',
  ],
  result: {
    title: ['Nota para {{network}}', 'Score for {{network}}'],
    outOf: ['de 100', 'out of 100'],
    weight: ['peso {{weight}}', 'weight {{weight}}'],
    apply: ['Aplicar', 'Apply'],
    applied: ['Sugestão aplicada ao clipe', 'Suggestion applied to the clip'],
    openEditor: ['Abrir no editor', 'Open in the editor'],
    judgement: ['Parecer ({{score}}/100)', 'Review ({{score}}/100)'],
    rewrite: ['Versão sugerida', 'Suggested version'],
  },
  factors: {
    hook: ['Gancho nos primeiros 3 s', 'Hook in the first 3 s'],
    hook_text: ['Abertura do gancho', 'How the hook opens'],
    pace: ['Ritmo', 'Pace'],
    dead_air: ['Silêncios', 'Dead air'],
    length: ['Duração para a rede', 'Length for the network'],
    captions: ['Legendas na tela', 'On-screen captions'],
    caption_length: ['Tamanho do texto do post', 'Post text length'],
    hashtags: ['Hashtags', 'Hashtags'],
    brand: ['Palavras da marca', 'Brand words'],
  },
  explain: {
    hook: ['A primeira frase com conteúdo começa em {{at}}.', 'The first sentence that says something starts at {{at}}.'],
    hookNone: ['Não há uma frase com conteúdo na fala.', 'No sentence in the speech says something yet.'],
    opener: ['Abre com {{what}}.', 'It opens with {{what}}.'],
    noOpener: ['Não abre com pergunta, número ou “você”.', 'It does not open with a question, a number or “you”.'],
    question: ['uma pergunta', 'a question'],
    number: ['um número', 'a number'],
    you: ['“você”', '“you”'],
    hook_text: ['A primeira frase tem {{words}} palavras.', 'The first sentence has {{words}} words.'],
    filler: ['Começa com uma palavra de enchimento.', 'It starts with a filler word.'],
    pace: ['{{wpm}} palavras por minuto (o confortável é {{lo}}–{{hi}}).', '{{wpm}} words a minute (comfortable is {{lo}}–{{hi}}).'],
    dead_air: [
      '{{percent}}% em silêncio: {{lead}} antes da primeira palavra e {{gaps}} pausa(s) longa(s).',
      '{{percent}}% silent: {{lead}} before the first word and {{gaps}} long pause(s).',
    ],
    length: ['Dura {{ms}}; nesta rede o comum é {{lo}}–{{hi}}.', 'It lasts {{ms}}; on this network {{lo}}–{{hi}} is usual.'],
    captionsOn: [
      'Legendas ligadas, posicionadas dentro da área segura de todas as redes.',
      'Captions on, placed inside every network’s safe zone.',
    ],
    captionsOff: ['Sem legendas: muita gente assiste sem som.', 'No captions: many people watch without sound.'],
    caption_length: [
      '{{chars}} caracteres (lê bem entre {{lo}} e {{hi}}).',
      '{{chars}} characters (reads well between {{lo}} and {{hi}}).',
    ],
    hashtags: ['{{count}} hashtag(s); o sugerido para a rede é {{best}}.', '{{count}} hashtag(s); {{best}} is suggested for the network.'],
    brand: ['Usa: {{used}}. Evitar: {{avoided}}.', 'Uses: {{used}}. To avoid: {{avoided}}.'],
    none: ['nenhuma', 'none'],
  },
  suggest: {
    trim_start: ['O gancho começa em {{at}}: corte os primeiros {{cut}}.', 'The hook starts at {{at}}: cut the first {{cut}}.'],
    cut_gaps: ['Corte {{count}} pausa(s) longa(s) e ganhe {{saved}}.', 'Cut {{count}} long pause(s) and save {{saved}}.'],
    enable_captions: ['Ligue as legendas do clipe.', 'Turn the clip’s captions on.'],
    open_with: ['Abra com uma pergunta, um número ou falando com “você”.', 'Open with a question, a number or by talking to “you”.'],
    shorten_hook: ['Diga o gancho em até {{words}} palavras.', 'Say the hook in {{words}} words or fewer.'],
    speed_up: ['Fale um pouco mais rápido ou corte as pausas.', 'Speak a little faster or cut the pauses.'],
    slow_down: ['Fale um pouco mais devagar: o texto atropela.', 'Speak a little slower: the words rush.'],
    shorten: ['Corte para perto de {{to}}.', 'Cut it to about {{to}}.'],
    lengthen: ['Deixe com pelo menos {{to}}.', 'Make it at least {{to}}.'],
    shorten_text: ['Reduza o texto para até {{to}} caracteres.', 'Cut the text to {{to}} characters or fewer.'],
    lengthen_text: ['Escreva ao menos {{to}} caracteres.', 'Write at least {{to}} characters.'],
    hashtags: ['Use cerca de {{to}} hashtags.', 'Use about {{to}} hashtags.'],
    use_brand_words: ['Use palavras da marca: {{words}}.', 'Use the brand’s words: {{words}}.'],
    drop_avoided_words: ['Tire as palavras que a marca evita: {{words}}.', 'Drop the words the brand avoids: {{words}}.'],
  },
});

export const useViralT = () => useNamespace('viral', MESSAGES);
