// SVG markup the logo maker drew itself (numbers, escaped titles, lucide's
// icon data: never a user's markup) shown inline, so the page's theme and CSS
// size it like any picture.
export function LogoArt({ svg, label, className = 'logo-art' }: { svg: string; label?: string; className?: string }) {
  return label ? (
    <div className={className} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
  ) : (
    <div className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
  );
}
