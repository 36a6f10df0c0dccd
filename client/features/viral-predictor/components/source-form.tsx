// What to score and for where: a clip of a clipper project, a video editor
// project, a library video, or a typed hook or caption; the network; the brand
// kit whose words count.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NETWORKS, type Network } from '@src/common/viral/factors';
import { VIRAL_TEXT_MAX, VIRAL_TEXT_ROLES, type ViralTextRole } from '@src/common/contracts/viral';
import type { BrandKitView } from '@src/common/contracts/brand-kits';
import { ClipPicker } from '@client/projects/clip-picker';
import { SelectField } from '@client/components/ui/field';
import { OptionsField, RecordOptions, RecordSelect } from '@client/components/ui/options';
import { Segmented } from '@client/components/ui/segmented';
import { projectListQuery } from '@client/projects/api';
import { useViralT } from '../messages';
import { videosQuery, type Choice, type SourceKind } from '../use-draft';

const KINDS: SourceKind[] = ['clip', 'video', 'library', 'text'];

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
  const ids = { text: useId(), error: useId() };
  const set = (patch: Partial<Choice>) => onChoice({ ...choice, ...patch });
  const videos = useQuery({ ...projectListQuery(org, 'video'), enabled: Boolean(org) && choice.kind === 'video' });
  const library = useQuery({ ...videosQuery(org), enabled: Boolean(org) && choice.kind === 'library' });

  return (
    <fieldset className="bare-fieldset" data-testid="vp-source">
      <legend>{t('source.title')}</legend>
      <Segmented
        label={t('source.title')}
        values={KINDS}
        value={choice.kind}
        name={(k) => t(`source.kinds.${k}`)}
        onChange={(kind) => set({ kind })}
      />
      {choice.kind === 'clip' ? <ClipPicker org={org} value={choice} onChange={set} /> : null}
      {choice.kind === 'video' ? (
        <RecordSelect
          label={t('source.videoProject')}
          value={choice.videoProjectId}
          records={videos.data ?? []}
          placeholder={t('source.choose')}
          none={videos.isPending ? t('loading') : t('source.noVideos')}
          onChange={(v) => set({ videoProjectId: v })}
        />
      ) : null}
      {choice.kind === 'library' ? (
        <RecordSelect
          label={t('source.libraryVideo')}
          value={choice.assetId}
          records={library.data ?? []}
          placeholder={t('source.choose')}
          none={library.isPending ? t('loading') : t('source.noLibraryVideos')}
          onChange={(v) => set({ assetId: v })}
        />
      ) : null}
      {choice.kind === 'text' ? (
        <>
          <OptionsField
            label={t('source.role')}
            value={text.role}
            values={VIRAL_TEXT_ROLES}
            name={(r) => t(`source.roles.${r}`)}
            onChange={(role) => onText({ ...text, role })}
          />
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
        <OptionsField label={t('network')} value={network} values={NETWORKS} name={(n) => t(`networks.${n}`)} onChange={onNetwork} />
        <SelectField label={t('kit')} value={kitId} onChange={onKit}>
          <option value="">{t('noKit')}</option>
          <RecordOptions records={kits ?? []} />
        </SelectField>
      </div>
    </fieldset>
  );
}
