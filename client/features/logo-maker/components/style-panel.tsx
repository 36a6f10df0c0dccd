// Colours and font: a brand kit applied at once (its colours and heading font),
// or each colour and the font chosen by hand.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BUNDLED_FONTS, bundledFont, type BundledFontId } from '@src/common/brand/fonts';
import { outlinable } from '@src/common/contracts/logo';
import type { LogoColors, LogoDocument } from '@src/common/contracts/logo';
import type { Command } from '@client/editor/history';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { SelectField } from '@client/components/ui/field';
import { RecordOptions } from '@client/components/ui/options';
import { showError } from '@client/lib/errors';
import { kitsQuery, useKitSnapshot } from '@client/services/brand-kits';
import { useLogoT } from '../messages';
import { applyKit, setColor, setFont } from '../model/document';

interface Props {
  org: string;
  doc: LogoDocument;
  perform: (c: Command<LogoDocument>) => void;
  sealStep: () => void;
}
/** The font select's value for the kit's uploaded font (no bundled id has a colon). */
const KIT_FONT = 'kit:uploaded';
const ROLES: (keyof LogoColors)[] = ['primary', 'text', 'background'];

function KitRow({ org, doc, perform }: Omit<Props, 'sealStep'>) {
  const { t } = useLogoT();
  const { t: tm } = useTranslation();
  const kits = useQuery({ ...kitsQuery(org), enabled: Boolean(org) });
  const snapshot = useKitSnapshot(org);
  const list = kits.data ?? [];
  const [choice, setChoice] = useState(doc.kitId ?? '');
  const chosen = choice || list.find((k) => k.isDefault)?.id || list[0]?.id || '';
  if (kits.isSuccess && !list.length) return <p className="muted small">{t('editor.noKits')}</p>;
  const apply = async () => {
    try {
      const kit = await snapshot.mutateAsync(chosen);
      if (!kit) return;
      perform(applyKit(kit));
      toast.success(t('editor.kitApplied', { name: kit.name }));
    } catch (e) {
      showError(e, tm);
    }
  };
  return (
    <div className="logo-row">
      <SelectField label={t('editor.kit')} value={chosen} onChange={setChoice} data-testid="logo-kit">
        {list.map((k) => (
          <option key={k.id} value={k.id}>
            {k.name}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" size="sm" loading={snapshot.isPending} disabled={!chosen} onClick={() => void apply()}>
        {t('editor.applyKit')}
      </Button>
    </div>
  );
}

export function StylePanel({ org, doc, perform, sealStep }: Props) {
  const { t } = useLogoT();
  return (
    <Panel className="logo-panel" title={t('editor.style')}>
      <KitRow org={org} doc={doc} perform={perform} />
      <div className="logo-colors">
        {ROLES.map((role) => (
          <label key={role} className="logo-color">
            <input
              type="color"
              value={doc.colors[role]}
              data-testid={`logo-color-${role}`}
              onChange={(e) => perform(setColor(role, e.target.value.toLowerCase()))}
              onBlur={sealStep}
            />
            <span className="small">{t(`editor.colors.${role}`)}</span>
          </label>
        ))}
      </div>
      <SelectField
        label={t('editor.font')}
        value={outlinable(doc.kitFont) ? KIT_FONT : doc.font}
        onChange={(v) => (v === KIT_FONT ? undefined : perform(setFont(v as BundledFontId)))}
        data-testid="logo-font"
      >
        {outlinable(doc.kitFont) ? <option value={KIT_FONT}>{t('editor.kitFontOption', { family: doc.kitFont.family })}</option> : null}
        <RecordOptions records={BUNDLED_FONTS.map((f) => ({ id: f.id, name: f.family }))} />
      </SelectField>
      {doc.kitFont && !outlinable(doc.kitFont) ? (
        <p className="field-hint" role="status" data-testid="logo-kit-font-woff2">
          {t('editor.kitFontWoff2', { family: doc.kitFont.family, fallback: bundledFont(doc.font)?.family ?? doc.font })}
        </p>
      ) : null}
    </Panel>
  );
}
