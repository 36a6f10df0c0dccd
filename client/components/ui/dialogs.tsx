// Dialogs every feature uses: name something, or confirm a destructive action.
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field } from './field';
import { useForm } from '../../lib/use-form';

interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}

const nameSchema = z.object({ name: z.string().trim().min(1, 'validation.nameRequired') });

/** One text field, for renaming a file and for naming a folder. */
export function NameDialog({ open, title, label, initial, submitLabel, onClose, onSubmit }: NameDialogProps) {
  const { t } = useTranslation();
  const form = useForm(nameSchema, { name: initial });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ name: initial });
  }, [open, initial, reset]);
  // A failed submit throws: the dialog stays open with the name as typed.
  const submit = form.submit(async ({ name }) => {
    await onSubmit(name);
    onClose();
  });
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('common.close')}>
      <form onSubmit={submit} noValidate>
        <Field label={label} {...form.bind('name', t)} autoFocus maxLength={200} />
        <div className="dialog-footer">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Confirms a destructive action; closes when `onConfirm` succeeds, stays open when it throws (its mutation told the user why). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const confirm = useMutation({ mutationFn: onConfirm, onSuccess: onClose, meta: { quiet: true } });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={text}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
