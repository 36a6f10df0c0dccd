// The slide editor's own messages (the inspector, the slide list, the format and kit options), an
// i18next namespace loaded with the editors that use it: the carousel and the story generator show
// the same words. The keys keep the paths they had in the carousel's namespace (`editor.…`,
// `create.…`), so the components read them unchanged. `editor.slides` and `editor.withKey` are
// also in the carousel's namespace, whose editor header says them too.
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '@client/lib/i18n-namespace';

export const slidesMessages = bilingual({
  create: {
    formats: {
      portrait: ['Retrato 4:5 · 1080×1350', 'Portrait 4:5 · 1080×1350'],
      square: ['Quadrado · 1080×1080', 'Square · 1080×1080'],
      story: ['Story · 1080×1920', 'Story · 1080×1920'],
    },
    noKit: ['Sem kit (estilo neutro)', 'No kit (neutral style)'],
    defaultKit: ['{{name}} (padrão)', '{{name}} (default)'],
  },
  editor: {
    withKey: ['{{label}} ({{key}})', '{{label}} ({{key}})'],
    aiOffline: ['Os textos são escritos no servidor, sem um modelo de IA.', 'Texts are written on the server, without an AI model.'],
    slides: ['Slides', 'Slides'],
    slideN: ['Slide {{n}}', 'Slide {{n}}'],
    addSlide: ['Adicionar slide', 'Add slide'],
    duplicateSlide: ['Duplicar slide', 'Duplicate slide'],
    deleteSlide: ['Excluir slide', 'Delete slide'],
    moveUp: ['Mover para cima', 'Move up'],
    moveDown: ['Mover para baixo', 'Move down'],
    nothingSelected: [
      'Selecione um elemento no slide para editá-lo, ou mude o fundo do slide.',
      'Select an element on the slide to edit it, or change the slide background.',
    ],
    background: ['Fundo do slide', 'Slide background'],
    text: ['Texto', 'Text'],
    font: ['Fonte', 'Font'],
    fonts: {
      heading: ['Títulos (kit)', 'Headings (kit)'],
      body: ['Texto (kit)', 'Body (kit)'],
    },
    fontSize: ['Tamanho', 'Size'],
    bold: ['Negrito', 'Bold'],
    italic: ['Itálico', 'Italic'],
    color: ['Cor', 'Colour'],
    colorRoles: {
      primary: ['Primária', 'Primary'],
      secondary: ['Secundária', 'Secondary'],
      accent: ['Destaque', 'Accent'],
      background: ['Fundo', 'Background'],
      text: ['Texto', 'Text'],
      custom: ['Personalizada', 'Custom'],
    },
    align: ['Alinhamento', 'Alignment'],
    aligns: {
      left: ['Esquerda', 'Left'],
      center: ['Centro', 'Centre'],
      right: ['Direita', 'Right'],
    },
    list: ['Lista', 'List'],
    lists: {
      none: ['Sem lista', 'No list'],
      bullet: ['Marcadores', 'Bullets'],
      number: ['Numerada', 'Numbered'],
    },
    fill: ['Preenchimento', 'Fill'],
    stroke: ['Contorno', 'Outline'],
    none: ['Nenhum', 'None'],
    shape: ['Forma', 'Shape'],
    shapes: {
      rect: ['Retângulo', 'Rectangle'],
      ellipse: ['Elipse', 'Ellipse'],
      line: ['Linha', 'Line'],
    },
    opacity: ['Opacidade', 'Opacity'],
    rotation: ['Rotação', 'Rotation'],
    lock: ['Travar', 'Lock'],
    unlock: ['Destravar', 'Unlock'],
    locked: ['Travado', 'Locked'],
    layer: ['Camada', 'Layer'],
    layers: {
      front: ['Trazer para frente', 'Bring to front'],
      forward: ['Avançar', 'Bring forward'],
      backward: ['Recuar', 'Send backward'],
      back: ['Enviar para trás', 'Send to back'],
    },
    deleteElement: ['Excluir elemento', 'Delete element'],
    duplicateElement: ['Duplicar elemento', 'Duplicate element'],
    fit: ['Enquadramento', 'Fit'],
    fits: {
      cover: ['Preencher o quadro', 'Fill the frame'],
      contain: ['Imagem inteira', 'Whole image'],
    },
    cornerRadius: ['Cantos arredondados', 'Corner radius'],
    replaceImage: ['Trocar imagem', 'Replace image'],
    logoVariant: ['Versão do logo', 'Logo version'],
    logoVariants: {
      light: ['Para fundo claro', 'For light backgrounds'],
      dark: ['Para fundo escuro', 'For dark backgrounds'],
      icon: ['Ícone', 'Icon'],
    },
    noLogo: ['O kit aplicado não tem este logo.', 'The applied kit has no such logo.'],
    elements: {
      text: ['Texto', 'Text'],
      shape: ['Forma', 'Shape'],
      image: ['Imagem', 'Image'],
      logo: ['Logo', 'Logo'],
    },
    regenerate: ['Reescrever o texto deste slide (1 crédito)', 'Rewrite this slide’s text (1 credit)'],
    overflowShort: ['Texto não cabe', 'Text does not fit'],
    overflowSlide: ['Slide {{n}}: um texto não cabe na caixa', 'Slide {{n}}: a text does not fit its box'],
    overflow: [
      'Um texto deste slide não cabe na caixa, nem no menor tamanho. Encurte o texto ou aumente a caixa.',
      'A text on this slide does not fit its box, even at its smallest size. Shorten the text or enlarge the box.',
    ],
    fittedSize: ['Desenhado em {{size}} px para caber na caixa.', 'Drawn at {{size}} px to fit its box.'],
    overflowSize: [
      'Não cabe nem em {{size}} px: encurte o texto ou aumente a caixa.',
      'Does not fit even at {{size}} px: shorten the text or enlarge the box.',
    ],
    templates: ['Modelos', 'Templates'],
    close: ['Fechar', 'Close'],
    templatesTitle: ['Escolha um modelo', 'Choose a template'],
    templatesHint: [
      'Os slides do modelo entram depois do slide atual; desfazer os retira.',
      'The template’s slides go after the current slide; undo takes them out.',
    ],
    templateAdded: ['Modelo “{{name}}” adicionado', 'Template “{{name}}” added'],
    templateCard: ['{{name}}, {{count}} slides', '{{name}}, {{count}} slides'],
  },
});

export const NS = 'slides';

export const useSlidesT = () => useNamespace(NS, slidesMessages);
