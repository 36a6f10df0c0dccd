import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

const SECTIONS = [1, 2, 3, 4] as const;

/** Terms of use and privacy policy: short, real, in both languages. */
export function Component() {
  const { t } = useTranslation();
  const match = useMatches().find((m) => (m.handle as RouteHandle | undefined)?.def);
  const doc = (match?.handle as RouteHandle).def.id === 'privacy' ? 'privacy' : 'terms';
  return (
    <article className="prose card legal">
      <h1>{t(`legal.${doc}.title`)}</h1>
      <p className="small muted">{t(`legal.${doc}.updated`)}</p>
      {SECTIONS.map((n) => (
        <section key={n}>
          <h2>{t(`legal.${doc}.s${n}`)}</h2>
          <p>{t(`legal.${doc}.p${n}`)}</p>
        </section>
      ))}
    </article>
  );
}
