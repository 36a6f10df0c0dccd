// Brand kits: the organization's kits as a list of previews, and the editor of
// one (chosen by ?kit=), with a live preview. Members see; admins and owners change.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, Palette, Plus } from 'lucide-react';
import { MEDIA_RULES, assetContentPath } from '@src/common/contracts/media';
import { KITS_PER_ORG, kitNameSchema, type BrandKitView } from '@src/common/contracts/brand-kits';
import { ROLE_RANK } from '@src/common/contracts/orgs';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { EmptyState } from '../../components/ui/states';
import * as kits from '../../services/brand-kits';
import { KitCard, type KitCommand } from '../../features/brand-kits/components/kit-card';
import { KitEditor } from '../../features/brand-kits/components/kit-editor';
import { useKitT } from '../../features/brand-kits/messages';
import { KitMediaProvider, type KitMedia } from '../../features/brand-kits/media';
import { fontFaceCss } from '../../features/brand-kits/model';
import * as lib from '../../services/library/library';
import { MediaPicker } from '../../features/library/components/media-picker';
import { UploadQueue } from '../../services/library/upload-queue';
import type { AddOptions } from '../../services/library/upload/uploads-store';
import { sendFiles } from '../../services/library/upload/send';
import { ConfirmDialog, NameDialog } from '../../components/ui/dialogs';
import { useActiveOrg } from '../../services/orgs';
import { useLocale } from '../../lib/use-locale';

/** The media library as the kit editor needs it: this page composes the two features. */
function useLibraryMedia(org: string): KitMedia {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMemo(() => {
    const opts: AddOptions = { org, folderId: null, onDone: () => void client.invalidateQueries({ queryKey: lib.libraryKey(org) }) };
    return {
      imageUrl: (id) => assetContentPath(org, id),
      Picker: (p) => <MediaPicker org={org} kind="image" {...p} onPick={(asset) => p.onPick(asset.id)} />,
      upload: async (file, onDone) => {
        await sendFiles([file], { ...opts, onDone: (asset) => (opts.onDone(asset), onDone(asset.id)) }, t);
      },
      accept: [...MEDIA_RULES.image.types, '.svg'].join(','),
      Queue: () => <UploadQueue opts={opts} />,
    };
  }, [org, client, t]);
}

export function Component() {
  const { t } = useKitT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { active, org } = useActiveOrg();
  const canEdit = active ? ROLE_RANK[active.role] >= ROLE_RANK.admin : false;
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<BrandKitView | null>(null);
  const media = useLibraryMedia(org);

  const list = useQuery({ ...kits.kitsQuery(org), enabled: Boolean(org) });
  const fonts = useQuery({ ...kits.fontsQuery(org), enabled: Boolean(org) });
  const create = kits.useCreateKit(org);
  const duplicate = kits.useDuplicateKit(org);
  const setDefault = kits.useSetDefaultKit(org);
  const remove = kits.useDeleteKit(org);
  const selectedId = params.get('kit');
  const selected = list.data?.find((k) => k.id === selectedId) ?? null;
  const hrefOf = (id: string) => `${paths.brandKits(locale)}?kit=${encodeURIComponent(id)}`;
  const open = (id: string | null) => setParams(id ? { kit: id } : {});

  const onCommand = (kit: BrandKitView, command: KitCommand) => {
    if (command === 'delete') setDeleting(kit);
    else if (command === 'default') setDefault.mutate(kit.id, { onSuccess: () => toast.success(t('madeDefault', { name: kit.name })) });
    else {
      // "Copy of <a name at the limit>" would be too long: then the copy keeps the name.
      const parsed = kitNameSchema.safeParse(t('copyName', { name: kit.name }));
      duplicate.mutate({ id: kit.id, name: parsed.success ? parsed.data : kit.name }, { onSuccess: () => toast.success(t('duplicated')) });
    }
  };

  const crumbs = [
    { label: tm('nav.dashboard'), to: paths.dashboard(locale) },
    { label: tm('tools.brandKits.title'), ...(selectedId ? { to: paths.brandKits(locale) } : {}) },
    ...(selected ? [{ label: selected.name }] : []),
  ];
  const all = list.data ?? [];

  return (
    <KitMediaProvider value={media}>
      <div className="page brand-kits-page">
        <style>{fontFaceCss(fonts.data ?? [])}</style>
        <Breadcrumb label={tm('nav.breadcrumb')} items={crumbs} />
        {selectedId ? (
          <>
            <header className="library-header">
              <div>
                <Link to={paths.brandKits(locale)} className="back-link">
                  <ArrowLeft size={16} aria-hidden="true" /> {t('back')}
                </Link>
                <h1 className="page-title">{selected?.name ?? tm('tools.brandKits.title')}</h1>
              </div>
              {selected?.isDefault ? <span className="badge badge-primary">{t('default')}</span> : null}
            </header>
            {!org || list.isPending ? (
              <PageSpinner label={t('loading')} />
            ) : selected ? (
              <KitEditor key={selected.id} org={org} kit={selected} fonts={fonts.data ?? []} canEdit={canEdit} />
            ) : (
              <EmptyState icon={Palette} title={t('notFound')}>
                <Button variant="secondary" onClick={() => open(null)}>
                  {t('back')}
                </Button>
              </EmptyState>
            )}
          </>
        ) : (
          <>
            <header className="library-header">
              <div>
                <h1 className="page-title">{tm('tools.brandKits.title')}</h1>
                <p className="muted">{t('subtitle')}</p>
              </div>
              {canEdit ? (
                <Button icon={Plus} onClick={() => setCreating(true)} disabled={!org || all.length >= KITS_PER_ORG}>
                  {t('newKit')}
                </Button>
              ) : null}
            </header>
            {active && !canEdit ? <p className="notice">{t('readOnly')}</p> : null}
            {!org || list.isPending ? (
              <PageSpinner label={t('loading')} />
            ) : all.length === 0 ? (
              <EmptyState icon={Palette} title={t('empty')} hint={canEdit ? t('emptyHint') : t('emptyMember')} testId="kits-empty">
                {canEdit ? (
                  <Button icon={Plus} onClick={() => setCreating(true)}>
                    {t('create')}
                  </Button>
                ) : null}
              </EmptyState>
            ) : (
              <ul className="kit-grid" aria-label={tm('tools.brandKits.title')}>
                {all.map((kit) => (
                  <KitCard key={kit.id} kit={kit} fonts={fonts.data ?? []} href={hrefOf(kit.id)} canEdit={canEdit} onCommand={onCommand} />
                ))}
              </ul>
            )}
          </>
        )}

        <NameDialog
          open={creating}
          title={t('newKit')}
          label={t('newKitName')}
          initial=""
          submitLabel={t('create')}
          onClose={() => setCreating(false)}
          onSubmit={async (name) => {
            const kit = await create.mutateAsync(name);
            toast.success(t('created'));
            open(kit.id);
          }}
        />
        <ConfirmDialog
          open={deleting !== null}
          title={t('deleteTitle')}
          text={deleting ? t(deleting.isDefault && all.length > 1 ? 'deleteDefaultConfirm' : 'deleteConfirm', { name: deleting.name }) : ''}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (!deleting) return;
            await remove.mutateAsync(deleting.id);
            toast.success(t('deleted'));
          }}
        />
      </div>
    </KitMediaProvider>
  );
}
