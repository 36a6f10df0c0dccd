// Option lists more than one control offers: the slide formats and the kits.
import { FORMAT_IDS } from '@src/common/contracts/carousel';
import { Options } from '@client/components/ui/options';
import { useSlidesT } from '../messages';

export function FormatOptions() {
  const { t } = useSlidesT();
  return <Options values={FORMAT_IDS} label={(f) => t(`create.formats.${f}`)} />;
}

/** "No kit" first, then the organization's kits, the default one marked. */
export function KitOptions({ kits }: { kits: readonly { id: string; name: string; isDefault: boolean }[] }) {
  const { t } = useSlidesT();
  return (
    <>
      <option value="">{t('create.noKit')}</option>
      {kits.map((k) => (
        <option key={k.id} value={k.id}>
          {k.isDefault ? t('create.defaultKit', { name: k.name }) : k.name}
        </option>
      ))}
    </>
  );
}
