import {
  BookOpen, Building2, Captions, Clapperboard, FileText, FolderOpen, GalleryHorizontal, Gauge, Image, Kanban,
  MessageSquareText, Palette, Radar, Scissors, Share2, Sparkles, TrendingUp, Users, type LucideIcon,
} from 'lucide-react';

/** The catalogue names icons; only these are bundled. */
export const TOOL_ICONS: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  scissors: Scissors,
  clapperboard: Clapperboard,
  captions: Captions,
  'book-open': BookOpen,
  'gallery-horizontal': GalleryHorizontal,
  image: Image,
  'message-square-text': MessageSquareText,
  'file-text': FileText,
  'trending-up': TrendingUp,
  gauge: Gauge,
  radar: Radar,
  'folder-open': FolderOpen,
  kanban: Kanban,
  'share-2': Share2,
  palette: Palette,
  users: Users,
  'building-2': Building2,
};
