// What to score and for where: a clip of a clipper project, a video editor
// project, or a typed hook or caption; the network; the brand kit whose words count.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NETWORKS, type Network } from '@src/common/viral/factors';
import { VIRAL_TEXT_MAX, VIRAL_TEXT_ROLES, type ViralTextRole } from '@src/common/contracts/viral';
import type { BrandKitView } from '@src/common/contracts/brand-kits';
import { projectListQuery, projectQuery } from '@client/projects/api';
import { useViralT } from '../messages';
import type { Choice, SourceKind } from '../use-draft';

const KINDS: SourceKind[] = ['clip', 'video', 'text'];

interface Props {
  org: string;
  choice: Choice;
  onChoice: (c: Choice) => void;
  network: Network;
  onNetwork: (n: Network) => void;
  kits: BrandKitView[] | undefined;
  kitId: string;
  onKit: (id: string) => void;
  text: { value: string; role: ViralTextRole; error: string | null };
  onText: (t: { value: string; role: ViralTextRole }) => void;
}

export function SourceForm({ org, choice, onChoice, network, onNetwork, kits, kitId, onKit, text, onText }: Props) {
  const { t } = useViralT();
  const ids = {
    project: useId(),
    clip: useId(),
    video: useId(),
    network: useId(),
    kit: useId(),
    text: useId(),
    role: useId(),
    error: useId(),
  };
  const set = (patch: Partial<Choice>) => onChoice({ ...choice, ...patch });
  const clipProjects = useQuery({ ...projectListQuery(org, 'clip'), enabled: Boolean(org) && choice.kind === 'clip' });
  const project = useQuery({
    ...projectQuery(org, 'clip', choice.clipProjectId),
    enabled: Boolean(org && choice.clipProjectId) && choice.kind === 'clip',
  });
  const videos = useQuery({ ...projectListQuery(org, 'video'), enabled: Boolean(org) && choice.kind === 'video' });

  const select = (
    id: string,
    label: string,
    value: string,
    onValue: (v: string) => void,
    options: { id: string; name: string }[],
    none: string,
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {options.length === 0 ? (
        <p className="muted small">{none}</p>
      ) : (
        <select id={id} className="input" value={value} onChange={(e) => onValue(e.target.value)}>
          <option value="">{t('source.choose')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );

  return (
    <fieldset className="vp-fieldset">
      <legend>{t('source.title')}</legend>
      <div className="segmented segmented-text" role="group" aria-label={t('source.title')}>
        {KINDS.map((k) => (
          <button key={k} type="button" className="segmented-item" aria-pressed={choice.kind === k} onClick={() => set({ kind: k })}>
            {t(`source.kinds.${k}`)}
          </button>
        ))}
      </div>
      {choice.kind === 'clip' ? (
        <>
          {select(
            ids.project,
            t('source.clipProject'),
            choice.clipProjectId,
            (v) => set({ clipProjectId: v, clipId: '' }),
            clipProjects.data ?? [],
            clipProjects.isPending ? t('loading') : t('source.noClipProjects'),
          )}
          {choice.clipProjectId && project.data
            ? select(
                ids.clip,
                t('source.clip'),
                choice.clipId,
                (v) => set({ clipId: v }),
                project.data.document.clips.map((c, i) => ({ id: c.id, name: c.name || `#${i + 1}` })),
                t('source.noClips'),
              )
            : null}
        </>
      ) : null}
      {choice.kind === 'video'
        ? select(
            ids.video,
            t('source.videoProject'),
            choice.videoProjectId,
            (v) => set({ videoProjectId: v }),
            videos.data ?? [],
            videos.isPending ? t('loading') : t('source.noVideos'),
          )
        : null}
      {choice.kind === 'text' ? (
        <>
          <div className="field">
            <label htmlFor={ids.role}>{t('source.role')}</label>
            <select
              id={ids.role}
              className="input"
              value={text.role}
              onChange={(e) => onText({ ...text, role: e.target.value as ViralTextRole })}
            >
              {VIRAL_TEXT_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`source.roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={`field${text.error ? ' field-invalid' : ''}`}>
            <label htmlFor={ids.text}>{t('source.text')}</label>
            <textarea
              id={ids.text}
              className="input"
              rows={4}
              maxLength={VIRAL_TEXT_MAX}
              placeholder={t('source.textPlaceholder')}
              value={text.value}
              aria-invalid={text.error ? true : undefined}
              aria-describedby={text.error ? ids.error : undefined}
              onChange={(e) => onText({ ...text, value: e.target.value })}
            />
            {text.error ? (
              <p className="field-error" id={ids.error} role="alert">
                {text.error}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      <div className="vp-options">
        <div className="field">
          <label htmlFor={ids.network}>{t('network')}</label>
          <select id={ids.network} className="input" value={network} onChange={(e) => onNetwork(e.target.value as Network)}>
            {NETWORKS.map((n) => (
              <option key={n} value={n}>
                {t(`networks.${n}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.kit}>{t('kit')}</label>
          <select id={ids.kit} className="input" value={kitId} onChange={(e) => onKit(e.target.value)}>
            <option value="">{t('noKit')}</option>
            {(kits ?? []).map((k) => (
              <option key={k.id} value={k.id}>
                {k.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
