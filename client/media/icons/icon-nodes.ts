// The drawing of each curated icon: lucide's icon nodes (plain data, no React),
// imported by name so only these few are bundled, only in the chunks that draw them
// (the logo maker, the image editor's icon layers).
// One file per icon: lucide's index re-exports every icon, which the Worker's
// test runner (no tree shaking) sent as one message too large for its socket.
import Activity from 'lucide/dist/esm/icons/activity.mjs';
import Anchor from 'lucide/dist/esm/icons/anchor.mjs';
import Baby from 'lucide/dist/esm/icons/baby.mjs';
import Beer from 'lucide/dist/esm/icons/beer.mjs';
import Bike from 'lucide/dist/esm/icons/bike.mjs';
import BookOpen from 'lucide/dist/esm/icons/book-open.mjs';
import Briefcase from 'lucide/dist/esm/icons/briefcase.mjs';
import Building from 'lucide/dist/esm/icons/building.mjs';
import CakeSlice from 'lucide/dist/esm/icons/cake-slice.mjs';
import Camera from 'lucide/dist/esm/icons/camera.mjs';
import Car from 'lucide/dist/esm/icons/car.mjs';
import ChartLine from 'lucide/dist/esm/icons/chart-line.mjs';
import ChefHat from 'lucide/dist/esm/icons/chef-hat.mjs';
import Code from 'lucide/dist/esm/icons/code.mjs';
import Coffee from 'lucide/dist/esm/icons/coffee.mjs';
import Cpu from 'lucide/dist/esm/icons/cpu.mjs';
import Croissant from 'lucide/dist/esm/icons/croissant.mjs';
import Crown from 'lucide/dist/esm/icons/crown.mjs';
import Droplet from 'lucide/dist/esm/icons/droplet.mjs';
import Dumbbell from 'lucide/dist/esm/icons/dumbbell.mjs';
import Feather from 'lucide/dist/esm/icons/feather.mjs';
import Flame from 'lucide/dist/esm/icons/flame.mjs';
import Flower from 'lucide/dist/esm/icons/flower.mjs';
import Gamepad2 from 'lucide/dist/esm/icons/gamepad-2.mjs';
import Gem from 'lucide/dist/esm/icons/gem.mjs';
import Globe from 'lucide/dist/esm/icons/globe.mjs';
import GraduationCap from 'lucide/dist/esm/icons/graduation-cap.mjs';
import Hammer from 'lucide/dist/esm/icons/hammer.mjs';
import Heart from 'lucide/dist/esm/icons/heart.mjs';
import House from 'lucide/dist/esm/icons/house.mjs';
import Leaf from 'lucide/dist/esm/icons/leaf.mjs';
import Lightbulb from 'lucide/dist/esm/icons/lightbulb.mjs';
import Mic from 'lucide/dist/esm/icons/mic.mjs';
import Moon from 'lucide/dist/esm/icons/moon.mjs';
import Mountain from 'lucide/dist/esm/icons/mountain.mjs';
import Music from 'lucide/dist/esm/icons/eighth-notes.mjs';
import Palette from 'lucide/dist/esm/icons/palette.mjs';
import PawPrint from 'lucide/dist/esm/icons/paw-print.mjs';
import PenTool from 'lucide/dist/esm/icons/pen-tool.mjs';
import PiggyBank from 'lucide/dist/esm/icons/piggy-bank.mjs';
import Pizza from 'lucide/dist/esm/icons/pizza.mjs';
import Plane from 'lucide/dist/esm/icons/plane.mjs';
import Rocket from 'lucide/dist/esm/icons/rocket.mjs';
import Scale from 'lucide/dist/esm/icons/scale.mjs';
import Scissors from 'lucide/dist/esm/icons/scissors.mjs';
import Shield from 'lucide/dist/esm/icons/shield.mjs';
import Shirt from 'lucide/dist/esm/icons/shirt.mjs';
import ShoppingBag from 'lucide/dist/esm/icons/shopping-bag.mjs';
import ShoppingCart from 'lucide/dist/esm/icons/shopping-cart.mjs';
import Smile from 'lucide/dist/esm/icons/face-slightly-smiling.mjs';
import Sparkles from 'lucide/dist/esm/icons/sparkles.mjs';
import Sprout from 'lucide/dist/esm/icons/sprout.mjs';
import Star from 'lucide/dist/esm/icons/star.mjs';
import Stethoscope from 'lucide/dist/esm/icons/stethoscope.mjs';
import Store from 'lucide/dist/esm/icons/store.mjs';
import Sun from 'lucide/dist/esm/icons/sun.mjs';
import TreePine from 'lucide/dist/esm/icons/tree-pine.mjs';
import Truck from 'lucide/dist/esm/icons/truck.mjs';
import Utensils from 'lucide/dist/esm/icons/utensils.mjs';
import Waves from 'lucide/dist/esm/icons/waves-horizontal.mjs';
import Wine from 'lucide/dist/esm/icons/wine.mjs';
import Wrench from 'lucide/dist/esm/icons/wrench.mjs';
import Zap from 'lucide/dist/esm/icons/zap.mjs';
import type { IconNode } from 'lucide';

export type { IconNode };

export const ICON_NODES: Record<string, IconNode> = {
  coffee: Coffee,
  croissant: Croissant,
  'cake-slice': CakeSlice,
  pizza: Pizza,
  utensils: Utensils,
  'chef-hat': ChefHat,
  wine: Wine,
  beer: Beer,
  leaf: Leaf,
  'tree-pine': TreePine,
  flower: Flower,
  sprout: Sprout,
  sun: Sun,
  moon: Moon,
  mountain: Mountain,
  waves: Waves,
  droplet: Droplet,
  flame: Flame,
  zap: Zap,
  star: Star,
  heart: Heart,
  sparkles: Sparkles,
  gem: Gem,
  crown: Crown,
  scissors: Scissors,
  shirt: Shirt,
  'shopping-bag': ShoppingBag,
  'shopping-cart': ShoppingCart,
  store: Store,
  house: House,
  building: Building,
  hammer: Hammer,
  wrench: Wrench,
  car: Car,
  bike: Bike,
  plane: Plane,
  truck: Truck,
  dumbbell: Dumbbell,
  activity: Activity,
  stethoscope: Stethoscope,
  smile: Smile,
  baby: Baby,
  'paw-print': PawPrint,
  'book-open': BookOpen,
  'graduation-cap': GraduationCap,
  lightbulb: Lightbulb,
  rocket: Rocket,
  code: Code,
  cpu: Cpu,
  camera: Camera,
  music: Music,
  mic: Mic,
  palette: Palette,
  'pen-tool': PenTool,
  briefcase: Briefcase,
  scale: Scale,
  'chart-line': ChartLine,
  'piggy-bank': PiggyBank,
  shield: Shield,
  globe: Globe,
  anchor: Anchor,
  feather: Feather,
  'gamepad-2': Gamepad2,
};
