// The viral predictor's own messages, loaded with its chunk. Every factor's
// explanation and suggestion is worded here from the numbers the rules give.
import { bilingual } from '@client/lib/bilingual';
import { SAFE_ZONE_WORDS } from '@client/lib/safe-zone-words';
import { useNamespace } from '../../lib/i18n-namespace';

export const MESSAGES = bilingual({
  subtitle: [
    'Confira um rascunho antes de postar: uma nota de 0 a 100 para a rede escolhida, com o peso de cada fator e o que mudar.',
    'Check a draft before you post: a score from 0 to 100 for the chosen network, with each factor’s weight and what to change.',
  ],
  whatIs: [
    'A nota é uma lista de práticas conhecidas (gancho cedo, ritmo, sem silêncios, trocas de cena, rostos, duração, legendas, textos longe dos botões da rede, hashtags, palavras da marca), pesadas e somadas. Os pesos foram calibrados em {{pairs}} pares rotulados das falas de avaliação do próprio Palco (versões sintéticas de uma mesma fala, uma melhor que a outra pela prática): a nota ordena {{percent}}% deles como a prática.',
    'The score is a checklist of known practices (an early hook, pace, no dead air, scene changes, faces, length, captions, text clear of the network’s buttons, hashtags, brand words), weighed and added up. The weights are calibrated on {{pairs}} labelled pairs of Palco’s own evaluation talks (synthetic versions of one talk, one better than the other by the practice): the score ranks {{percent}}% of them as the practice does.',
  ],
  whatIsNot: [
    'Não é uma promessa de visualizações: a calibração usa falas sintéticas, não públicos reais, e o alcance depende do público, do momento e da rede.',
    'It is not a promise of views: the calibration uses synthetic talks, not real audiences, and reach depends on the audience, the moment and the network.',
  ],
  loading: ['Carregando…', 'Loading…'],
  source: {
    title: ['O que avaliar', 'What to score'],
    kinds: {
      clip: ['Clipe', 'Clip'],
      video: ['Projeto de vídeo', 'Video project'],
      library: ['Vídeo da biblioteca', 'Library video'],
      text: ['Texto', 'Text'],
    },
    videoProject: ['Projeto do editor de vídeo', 'Video editor project'],
    libraryVideo: ['Qual vídeo', 'Which video'],
    choose: ['Escolha…', 'Choose…'],
    noVideos: ['Nenhum projeto de vídeo ainda.', 'No video projects yet.'],
    noLibraryVideos: ['Nenhum vídeo na biblioteca ainda.', 'No videos in the library yet.'],
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
    'Escolha um clipe, um projeto de vídeo, um vídeo da biblioteca ou escreva um texto para ver a nota.',
    'Choose a clip, a video project, a library video or write a text to see its score.',
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
    scenes: ['Trocas de cena', 'Scene changes'],
    faces: ['Rostos na tela', 'Faces on screen'],
    text_zones: ['Textos longe dos botões da rede', 'Text clear of the network’s buttons'],
  },
  // Where a network's interface covers the video (decision 088), as "under TikTok's …", and which way a text leaves it.
  ...SAFE_ZONE_WORDS,
  analysis: {
    running: ['Analisando o vídeo: {{stage}} ({{percent}}%)', 'Analysing the video: {{stage}} ({{percent}}%)'],
    stages: {
      sound: ['o som do início', 'the opening’s sound'],
      scenes: ['trocas de cena', 'scene changes'],
      faces: ['rostos', 'faces'],
    },
    pending: ['Ainda medindo:', 'Still measuring:'],
    where: [
      'Medido no seu navegador, sem enviar o vídeo: nada é cobrado.',
      'Measured in your browser without sending the video anywhere: nothing is charged.',
    ],
  },
  unmeasured: {
    title: ['Não medido', 'Not measured'],
    item: ['{{factor}}: {{why}}.', '{{factor}}: {{why}}.'],
    no_transcript: ['o vídeo não tem transcrição', 'the video has no transcript'],
    no_video: ['não há vídeo que este navegador consiga ler', 'there is no video this browser can read'],
    no_detector: ['o detector de rostos não está disponível', 'the face detector is not available'],
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
    sound: ['Som dos primeiros 3 s: {{first}} dB; o resto: {{rest}} dB.', 'Sound of the first 3 s: {{first}} dB; the rest: {{rest}} dB.'],
    soundOnly: ['Sem transcrição, o gancho é medido só pelo som.', 'Without a transcript, the hook is measured by its sound alone.'],
    scenes: [
      '{{cuts}} troca(s) de cena: {{per10s}} a cada 10 s (nesta rede o comum é {{lo}}–{{hi}}).',
      '{{cuts}} scene change(s): {{per10s}} every 10 s ({{lo}}–{{hi}} is usual on this network).',
    ],
    faces: [
      'Um rosto aparece em {{percent}}% dos {{samples}} quadros analisados.',
      'A face shows in {{percent}}% of the {{samples}} frames looked at.',
    ],
    edits: ['{{edits}} delas são cortes entre itens da linha do tempo.', '{{edits}} of them are edits between items on the timeline.'],
    text_zones: [
      '{{inZones}} de {{texts}} texto(s) ficam sob a interface da rede por mais de meio segundo.',
      '{{inZones}} of {{texts}} text item(s) sit under the network’s interface for over half a second.',
    ],
    faceInHook: ['Já nos primeiros 3 s.', 'Already in the first 3 s.'],
    noFaceInHook: ['Nenhum nos primeiros 3 s.', 'None in the first 3 s.'],
    none: ['nenhuma', 'none'],
  },
  suggest: {
    trim_start: ['O gancho começa em {{at}}: corte os primeiros {{cut}}.', 'The hook starts at {{at}}: cut the first {{cut}}.'],
    cut_gaps: ['Corte {{count}} pausa(s) longa(s) e ganhe {{saved}}.', 'Cut {{count}} long pause(s) and save {{saved}}.'],
    enable_captions: ['Ligue as legendas do clipe.', 'Turn the clip’s captions on.'],
    open_with: ['Abra com uma pergunta, um número ou falando com “você”.', 'Open with a question, a number or by talking to “you”.'],
    move_text: [
      '“{{text}}” fica sob {{zone}} do {{network}} de {{from}} a {{to}}: mova para {{way}}.',
      '“{{text}}” sits under {{network}}’s {{zone}} from {{from}} to {{to}}: move it {{way}}.',
    ],
    shorten_hook: ['Diga o gancho em até {{words}} palavras.', 'Say the hook in {{words}} words or fewer.'],
    louder_start: [
      'Comece com som forte: uma frase dita com energia, um efeito ou música logo no início.',
      'Open with strong sound: a line said with energy, a sound effect or music right away.',
    ],
    add_cuts: [
      'Troque de plano (corte, zoom ou imagem de apoio) a cada {{every}} mais ou menos.',
      'Change the shot (a cut, a zoom or B-roll) about every {{every}}.',
    ],
    fewer_cuts: ['Deixe cada plano ao menos {{every}} na tela.', 'Keep each shot on screen for at least {{every}}.'],
    show_face: [
      'Mostre um rosto, de preferência logo no início: quem fala para a câmera prende mais.',
      'Show a face, best right at the start: someone talking to the camera holds people longer.',
    ],
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
  history: {
    title: ['Notas passadas e visualizações reais', 'Past scores and real views'],
    about: [
      'A nota mais recente de cada rascunho fica guardada; quando ele é publicado, a nota aparece ao lado das visualizações reais. As visualizações vêm do YouTube, do TikTok e do Instagram (com a conta conectada em Publicar); o LinkedIn não informa visualizações.',
      'Each draft’s latest score is kept; once it is published, the score is shown beside its real views. Views come from YouTube, TikTok and Instagram (with the account connected in Publish); LinkedIn gives no views.',
    ],
    demoBadge: ['Dados de demonstração', 'Demonstration data'],
    demo: [
      'Sem uma chave da API do YouTube configurada, estas publicações e visualizações são inventadas, para mostrar como a comparação aparece.',
      'With no YouTube API key configured, these posts and views are made up, to show how the comparison looks.',
    ],
    loading: ['Carregando as publicações…', 'Loading the posts…'],
    failed: ['Não foi possível carregar as publicações.', 'The posts could not be loaded.'],
    retry: ['Tentar de novo', 'Try again'],
    empty: [
      'Nenhuma publicação de um rascunho avaliado ainda. Avalie um rascunho aqui e publique-o em Publicar.',
      'No published post of a scored draft yet. Score a draft here and publish it in Publish.',
    ],
    notEnough: [
      'Ainda não há publicações suficientes: a relação é calculada a partir de {{min}} publicações com visualizações (há {{count}}).',
      'Not enough published posts yet: the relation is computed from {{min}} posts with views (there are {{count}}).',
    ],
    correlation: {
      strong: [
        'Em {{count}} publicações, notas mais altas vieram com mais visualizações de forma forte (correlação de Spearman {{rho}}).',
        'Over {{count}} posts, higher scores went with more views, strongly (Spearman correlation {{rho}}).',
      ],
      moderate: [
        'Em {{count}} publicações, notas mais altas vieram com mais visualizações de forma moderada (correlação de Spearman {{rho}}).',
        'Over {{count}} posts, higher scores went with more views, moderately (Spearman correlation {{rho}}).',
      ],
      weak: [
        'Em {{count}} publicações, notas mais altas vieram com um pouco mais de visualizações (correlação de Spearman {{rho}}, fraca).',
        'Over {{count}} posts, higher scores went with slightly more views (Spearman correlation {{rho}}, weak).',
      ],
      none: [
        'Em {{count}} publicações, a nota não acompanhou as visualizações (correlação de Spearman {{rho}}).',
        'Over {{count}} posts, the score did not follow the views (Spearman correlation {{rho}}).',
      ],
      negative: [
        'Em {{count}} publicações, notas mais altas vieram com menos visualizações (correlação de Spearman {{rho}}): a nota não previu o resultado desta conta.',
        'Over {{count}} posts, higher scores went with fewer views (Spearman correlation {{rho}}): the score did not predict this account’s results.',
      ],
    },
    chart: ['Nota × visualizações', 'Score × views'],
    series: ['Publicações', 'Posts'],
    summary: ['{{title}}: {{points}}.', '{{title}}: {{points}}.'],
    point: ['{{title}} nota {{score}}, {{views}} visualizações', '{{title}} score {{score}}, {{views}} views'],
    col: {
      post: ['Publicação', 'Post'],
      network: ['Rede', 'Network'],
      score: ['Nota', 'Score'],
      views: ['Visualizações', 'Views'],
      published: ['Publicada em', 'Published'],
    },
    // Why a post has no views, or why they may be old (decision 087, PastScore.viewsNote).
    note: {
      notRead: ['— (ainda não lidas)', '— (not read yet)'],
      no_network: ['— (sem dados desta rede)', '— (no data for this network)'],
      linkedin: ['— (visualizações indisponíveis no LinkedIn)', '— (views not available for LinkedIn)'],
      unavailable: ['— (a rede não informa visualizações desta publicação)', '— (the network gives no views for this post)'],
      reconnect: ['— (reconecte a conta em Publicar para ler as visualizações)', '— (reconnect the account in Publish to read views)'],
      stale: ['(últimas lidas; reconecte a conta em Publicar)', '(last read; reconnect the account in Publish)'],
      no_key: ['— (sem a chave da API do YouTube neste servidor)', '— (no YouTube API key on this server)'],
      lastRead: ['(últimas lidas)', '(last read)'],
    },
    // Which networks' views the section includes (decision 093, ViralHistoryView.networks).
    networks: ['Visualizações lidas de: {{list}}.', 'Views read from: {{list}}.'],
  },
});

export const useViralT = () => useNamespace('viral', MESSAGES);
