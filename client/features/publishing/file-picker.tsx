// The files of a post (issue 36): one video, several images (and videos where
// the network takes them) for a carousel, or one PDF document where the network
// takes one (LinkedIn, decision 091), checked from the library in the order
// they will appear; each checked file shows its place. Checkboxes, so the
// keyboard and screen readers work as with any list of choices.
import { useState } from 'react';
import { FileText, Film, Image as ImageIcon } from 'lucide-react';
import { POST_FILES_MAX } from '@src/common/contracts/publishing';
import type { AssetView } from '@src/common/contracts/media';
import { usePublishT } from './messages';

/** Above this many files, a filter by name appears. */
const FILTER_FROM = 8;

interface Props {
  files: AssetView[] | undefined;
  loading: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** The network's limits, in words (decision 078). */
  limits: string;
  /** The most files the network takes in one post (TikTok's 35 photos, Instagram's 10…); POST_FILES_MAX at most. */
  max?: number;
}

export function FilePicker({ files, loading, value, onChange, error, limits, max = POST_FILES_MAX }: Props) {
  const { t } = usePublishT();
  const [query, setQuery] = useState('');
  const shown = (files ?? []).filter((f) => f.name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()));
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset
      className={`field publish-files${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? 'publish-files-error' : 'publish-files-hint'}
    >
      <legend>{t('form.files')}</legend>
      {(files?.length ?? 0) > FILTER_FROM ? (
        <input
          type="search"
          className="input publish-files-filter"
          placeholder={t('form.filterFiles')}
          aria-label={t('form.filterFiles')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      ) : null}
      {loading ? <p className="muted small">{t('list.loading')}</p> : null}
      {files?.length === 0 ? <p className="field-hint">{t('form.noFiles')}</p> : null}
      <ul className="publish-files-list" data-testid="publish-files">
        {shown.map((f) => {
          const place = value.indexOf(f.id);
          const Icon = f.kind === 'video' ? Film : f.kind === 'document' ? FileText : ImageIcon;
          return (
            <li key={f.id}>
              <label className="publish-file">
                <input type="checkbox" checked={place >= 0} disabled={place < 0 && value.length >= max} onChange={() => toggle(f.id)} />
                <Icon size={16} aria-hidden="true" />
                <span className="publish-file-name">{f.name}</span>
                {f.kind === 'document' && f.pageCount ? (
                  <span className="muted small">{t('form.pages', { count: f.pageCount })}</span>
                ) : null}
                {place >= 0 && value.length > 1 ? (
                  <span className="publish-file-place" aria-label={t('form.place', { n: place + 1 })}>
                    {place + 1}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="publish-files-error" className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id="publish-files-hint" className="field-hint">
          {t('form.filesHint', { count: value.length, max })} <span data-testid="publish-limits">{limits}</span>
        </p>
      )}
    </fieldset>
  );
}
