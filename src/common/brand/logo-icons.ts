// The curated icons the logo maker offers (lucide names), each with the words
// people type for it in Portuguese and English. Search, the offline suggestion
// from the brand's words, and the AI suggestions (the model chooses among these
// ids, and the offline writer matches words to them) all read this one map;
// accents and case are ignored ("cafe" finds café). Shared by client and Worker,
// and by the image editor's icon layers, which draw the same icons (decision 061).
export const LOGO_ICONS: Record<string, { pt: string[]; en: string[] }> = {
  coffee: { pt: ['café', 'cafeteria', 'xícara', 'bebida'], en: ['coffee', 'cafe', 'cup', 'drink'] },
  croissant: { pt: ['padaria', 'pão', 'confeitaria', 'croissant'], en: ['bakery', 'bread', 'pastry', 'croissant'] },
  'cake-slice': { pt: ['bolo', 'doce', 'confeitaria', 'festa'], en: ['cake', 'sweet', 'dessert', 'party'] },
  pizza: { pt: ['pizza', 'pizzaria', 'lanche'], en: ['pizza', 'pizzeria', 'snack'] },
  utensils: { pt: ['restaurante', 'comida', 'cozinha', 'talheres'], en: ['restaurant', 'food', 'kitchen', 'cutlery'] },
  'chef-hat': { pt: ['chef', 'cozinheiro', 'gastronomia'], en: ['chef', 'cook', 'cuisine'] },
  wine: { pt: ['vinho', 'adega', 'bar', 'taça'], en: ['wine', 'cellar', 'bar', 'glass'] },
  beer: { pt: ['cerveja', 'chopp', 'boteco', 'cervejaria'], en: ['beer', 'pub', 'brewery'] },
  leaf: { pt: ['folha', 'natural', 'orgânico', 'verde', 'vegano'], en: ['leaf', 'natural', 'organic', 'green', 'vegan'] },
  'tree-pine': { pt: ['árvore', 'floresta', 'pinheiro', 'natureza'], en: ['tree', 'forest', 'pine', 'nature'] },
  flower: { pt: ['flor', 'floricultura', 'jardim', 'primavera'], en: ['flower', 'florist', 'garden', 'spring'] },
  sprout: { pt: ['broto', 'planta', 'crescimento', 'agro'], en: ['sprout', 'plant', 'growth', 'farm'] },
  sun: { pt: ['sol', 'verão', 'energia', 'solar'], en: ['sun', 'summer', 'energy', 'solar'] },
  moon: { pt: ['lua', 'noite', 'sono'], en: ['moon', 'night', 'sleep'] },
  mountain: { pt: ['montanha', 'aventura', 'trilha', 'viagem'], en: ['mountain', 'adventure', 'hiking', 'outdoor'] },
  waves: { pt: ['onda', 'mar', 'praia', 'surf', 'água'], en: ['wave', 'sea', 'beach', 'surf', 'water'] },
  droplet: { pt: ['gota', 'água', 'limpeza', 'hidratação'], en: ['drop', 'water', 'cleaning', 'hydration'] },
  flame: { pt: ['fogo', 'chama', 'churrasco', 'quente'], en: ['fire', 'flame', 'barbecue', 'hot'] },
  zap: { pt: ['raio', 'energia', 'elétrica', 'rápido'], en: ['lightning', 'energy', 'electric', 'fast'] },
  star: { pt: ['estrela', 'destaque', 'favorito'], en: ['star', 'highlight', 'favorite'] },
  heart: { pt: ['coração', 'amor', 'saúde', 'cuidado'], en: ['heart', 'love', 'health', 'care'] },
  sparkles: { pt: ['brilho', 'beleza', 'estética', 'mágica'], en: ['sparkle', 'beauty', 'aesthetics', 'magic'] },
  gem: { pt: ['joia', 'joalheria', 'diamante', 'luxo'], en: ['jewel', 'jewelry', 'diamond', 'luxury'] },
  crown: { pt: ['coroa', 'rei', 'rainha', 'premium'], en: ['crown', 'king', 'queen', 'premium'] },
  scissors: {
    pt: ['tesoura', 'salão', 'cabeleireiro', 'barbearia', 'corte'],
    en: ['scissors', 'salon', 'hairdresser', 'barber', 'haircut'],
  },
  shirt: { pt: ['camiseta', 'roupa', 'moda', 'loja'], en: ['shirt', 'clothes', 'fashion', 'apparel'] },
  'shopping-bag': { pt: ['sacola', 'compras', 'loja', 'varejo'], en: ['bag', 'shopping', 'store', 'retail'] },
  'shopping-cart': { pt: ['carrinho', 'mercado', 'supermercado', 'ecommerce'], en: ['cart', 'market', 'grocery', 'ecommerce'] },
  store: { pt: ['loja', 'comércio', 'vitrine'], en: ['store', 'shop', 'commerce'] },
  house: { pt: ['casa', 'imobiliária', 'lar', 'imóvel'], en: ['house', 'home', 'real estate', 'property'] },
  building: { pt: ['prédio', 'empresa', 'construtora', 'escritório'], en: ['building', 'company', 'construction', 'office'] },
  hammer: { pt: ['martelo', 'reforma', 'obra', 'marcenaria'], en: ['hammer', 'renovation', 'construction', 'carpentry'] },
  wrench: { pt: ['chave', 'mecânica', 'oficina', 'manutenção'], en: ['wrench', 'mechanic', 'repair', 'maintenance'] },
  car: { pt: ['carro', 'automóvel', 'auto', 'garagem'], en: ['car', 'automotive', 'auto', 'garage'] },
  bike: { pt: ['bicicleta', 'bike', 'ciclismo'], en: ['bicycle', 'bike', 'cycling'] },
  plane: { pt: ['avião', 'viagem', 'turismo', 'voo'], en: ['plane', 'travel', 'tourism', 'flight'] },
  truck: { pt: ['caminhão', 'entrega', 'frete', 'logística'], en: ['truck', 'delivery', 'shipping', 'logistics'] },
  dumbbell: { pt: ['academia', 'treino', 'fitness', 'musculação'], en: ['gym', 'workout', 'fitness', 'training'] },
  activity: { pt: ['saúde', 'clínica', 'batimento', 'cardio'], en: ['health', 'clinic', 'heartbeat', 'cardio'] },
  stethoscope: { pt: ['médico', 'consultório', 'clínica', 'saúde'], en: ['doctor', 'medical', 'clinic', 'healthcare'] },
  smile: { pt: ['sorriso', 'dentista', 'feliz', 'odontologia'], en: ['smile', 'dentist', 'happy', 'dental'] },
  baby: { pt: ['bebê', 'infantil', 'criança', 'maternidade'], en: ['baby', 'kids', 'child', 'maternity'] },
  'paw-print': { pt: ['pet', 'cachorro', 'gato', 'veterinário', 'animal'], en: ['pet', 'dog', 'cat', 'vet', 'animal'] },
  'book-open': { pt: ['livro', 'escola', 'educação', 'curso', 'livraria'], en: ['book', 'school', 'education', 'course', 'bookstore'] },
  'graduation-cap': { pt: ['formatura', 'faculdade', 'ensino', 'professor'], en: ['graduation', 'college', 'teaching', 'teacher'] },
  lightbulb: { pt: ['ideia', 'criatividade', 'inovação', 'lâmpada'], en: ['idea', 'creativity', 'innovation', 'bulb'] },
  rocket: { pt: ['foguete', 'startup', 'lançamento', 'crescimento'], en: ['rocket', 'startup', 'launch', 'growth'] },
  code: { pt: ['código', 'programação', 'software', 'tecnologia'], en: ['code', 'programming', 'software', 'tech'] },
  cpu: { pt: ['tecnologia', 'chip', 'computador', 'hardware'], en: ['technology', 'chip', 'computer', 'hardware'] },
  camera: { pt: ['câmera', 'foto', 'fotografia', 'fotógrafo'], en: ['camera', 'photo', 'photography', 'photographer'] },
  music: { pt: ['música', 'som', 'banda', 'nota'], en: ['music', 'sound', 'band', 'note'] },
  mic: { pt: ['microfone', 'podcast', 'voz', 'rádio'], en: ['microphone', 'podcast', 'voice', 'radio'] },
  palette: { pt: ['arte', 'pintura', 'design', 'cores'], en: ['art', 'painting', 'design', 'colors'] },
  'pen-tool': { pt: ['caneta', 'design', 'criação', 'estúdio'], en: ['pen', 'design', 'creative', 'studio'] },
  briefcase: { pt: ['maleta', 'negócios', 'consultoria', 'trabalho'], en: ['briefcase', 'business', 'consulting', 'work'] },
  scale: { pt: ['balança', 'advocacia', 'advogado', 'justiça', 'direito'], en: ['scale', 'law', 'lawyer', 'justice', 'legal'] },
  'chart-line': { pt: ['gráfico', 'finanças', 'investimento', 'contabilidade'], en: ['chart', 'finance', 'investment', 'accounting'] },
  'piggy-bank': { pt: ['cofre', 'economia', 'poupança', 'dinheiro'], en: ['piggy', 'savings', 'money', 'budget'] },
  shield: { pt: ['escudo', 'segurança', 'proteção', 'seguro'], en: ['shield', 'security', 'protection', 'insurance'] },
  globe: { pt: ['mundo', 'global', 'internacional', 'idiomas'], en: ['world', 'global', 'international', 'languages'] },
  anchor: { pt: ['âncora', 'náutica', 'porto', 'barco'], en: ['anchor', 'nautical', 'harbor', 'boat'] },
  feather: { pt: ['pena', 'leveza', 'escrita', 'poesia'], en: ['feather', 'light', 'writing', 'poetry'] },
  'gamepad-2': { pt: ['jogo', 'games', 'videogame', 'diversão'], en: ['game', 'gaming', 'videogame', 'fun'] },
};
export type LogoIconId = keyof typeof LOGO_ICONS;
export const LOGO_ICON_IDS = Object.keys(LOGO_ICONS);

/** Lower case, no accents: what is compared. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const FOLDED = LOGO_ICON_IDS.map((id) => ({ id, words: [...LOGO_ICONS[id]!.pt, ...LOGO_ICONS[id]!.en, id].map(fold) }));

/** Icons whose words start with the query (an exact word first); every icon for an empty query. */
export function searchIcons(query: string): string[] {
  const q = fold(query);
  if (!q) return LOGO_ICON_IDS;
  const exact = FOLDED.filter((i) => i.words.includes(q)).map((i) => i.id);
  const prefix = FOLDED.filter((i) => !exact.includes(i.id) && i.words.some((w) => w.startsWith(q) || (q.length >= 4 && w.includes(q))));
  return [...exact, ...prefix.map((i) => i.id)];
}

/** Offline suggestions: the icons any word of the name or tagline names exactly, in the order the words come. */
export function suggestIcons(name: string, tagline: string): string[] {
  const words = fold(`${name} ${tagline}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
  const out: string[] = [];
  for (const w of words) for (const i of FOLDED) if (i.words.includes(w) && !out.includes(i.id)) out.push(i.id);
  return out;
}
