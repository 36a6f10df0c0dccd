// The list's bulk assign and tag (decision 055): a member or a tag is added to
// each chosen project's own (the server merges them), so what differs per
// project is kept. Each project is answered on its own, like the status change.
import { useState } from 'react';
import type { MemberView } from '@src/common/contracts/orgs';
import { Button } from '@client/components/ui/button';
import { normalizeTag } from './details-model';
import { usePmT } from './messages';

export interface BulkAdd {
  addAssignees?: string[];
  addTags?: string[];
}

export function BulkAddControls({
  members,
  disabled,
  onAdd,
}: {
  members: MemberView[];
  disabled: boolean;
  onAdd: (change: BulkAdd) => Promise<void>;
}) {
  const { t } = usePmT();
  const [member, setMember] = useState('');
  const [tag, setTag] = useState('');
  return (
    <>
      <select className="input input-auto" aria-label={t('bulk.assign')} value={member} onChange={(e) => setMember(e.target.value)}>
        <option value="">{t('bulk.assign')}</option>
        {members.map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.displayName || m.email}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled || !member}
        onClick={() => void onAdd({ addAssignees: [member] }).then(() => setMember(''))}
      >
        {t('bulk.add')}
      </Button>
      <input
        className="input input-auto"
        aria-label={t('bulk.tag')}
        placeholder={t('bulk.tag')}
        maxLength={24}
        value={tag}
        onChange={(e) => setTag(e.target.value)}
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled || !normalizeTag(tag)}
        onClick={() => void onAdd({ addTags: [normalizeTag(tag)] }).then(() => setTag(''))}
      >
        {t('bulk.addTag')}
      </Button>
    </>
  );
}
