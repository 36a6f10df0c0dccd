// The logo maker's offline suggestions: no model, so rules over the user's own
// words. Icons: the curated icons the name, tagline and "about" words name
// (the same match the editor makes), else a few general ones. Names: the name
// in a handful of fixed patterns. Taglines: patterns around the business word
// the icons were found by, else general ones. Deterministic, in pt-BR or en.
import { fold, LOGO_ICONS, suggestIcons } from '../../common/brand/logo-icons';
import type { LogoSuggestions } from '../../common/contracts/logo-suggest';
import type { AiTask } from './types';

type Task = Extract<AiTask, { kind: 'logo_suggestions' }>;

const NAME_MAX = 40;
const TAGLINE_MAX = 60;
const GENERAL_ICONS = ['sparkles', 'star', 'lightbulb'];

const PATTERNS = {
  'pt-BR': {
    names: (name: string, last: string) => [`${name} Studio`, `Casa ${name}`, `${name} & Cia`, `Estúdio ${last}`],
    /** Built around a business word ("café"), never an article before it: the word's gender is unknown. */
    about: (word: string) => [`${cap(word)} com alma`, `${cap(word)} de verdade, todo dia`, `${cap(word)} para o seu dia`],
    general: (name: string) => ['Feito com cuidado', `${name}: qualidade em cada detalhe`, 'Do jeito certo, desde o começo'],
  },
  en: {
    names: (name: string, last: string) => [`${name} Studio`, `${name} & Co.`, `The ${name} House`, `${last} Lab`],
    about: (word: string) => [`${cap(word)}, done right`, `Made for ${word} lovers`, `Great ${word}, every day`],
    general: (name: string) => ['Made with care', `${name}: quality in every detail`, 'Done right from the start'],
  },
} as const;

const cap = (w: string) => w.charAt(0).toLocaleUpperCase() + w.slice(1);
const unique = (list: string[], max: number, not: string) =>
  [...new Set(list.map((s) => s.trim()))].filter((s) => s.length > 0 && s.length <= max && fold(s) !== fold(not));

/** The user's word that named an icon, in the task's language when the icon has one. */
function businessWord(task: Task, icon: string): string {
  const words = LOGO_ICONS[icon]![task.locale === 'en' ? 'en' : 'pt'];
  const typed = fold(`${task.name} ${task.tagline} ${task.about}`).split(/[^\p{L}\p{N}]+/u);
  return words.find((w) => typed.includes(fold(w))) ?? words[0]!;
}

export function suggestLogo(task: Task): LogoSuggestions {
  const p = PATTERNS[task.locale];
  const found = suggestIcons(task.name, `${task.tagline} ${task.about}`);
  const icons = (found.length ? found : GENERAL_ICONS).slice(0, 6);
  const last = task.name.split(/\s+/).at(-1)!;
  const names = unique([...p.names(task.name, last)], NAME_MAX, task.name).slice(0, 5);
  const about = found.slice(0, 2).flatMap((icon) => p.about(businessWord(task, icon)));
  const taglines = unique([...about, ...p.general(task.name)], TAGLINE_MAX, task.tagline).slice(0, 5);
  return { names: names.length ? names : [task.name], taglines, icons };
}
