import {
  createEmailChannelSchema,
  type EmailChannel,
  FAILED_FOLDER,
  IMAP_PORTS,
  REFUSALS_PER_HOUR,
  updateEmailChannelSchema,
} from '@domain/email-channels';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogBody, DialogHeader } from '@/ui/dialog';
import { Form, FormField } from '@/ui/form';
import { FormDialog, FormDialogActions } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { useSaveEmailChannel } from './use-save-email-channel';

interface Values {
  address: string;
  host: string;
  port: string;
  tls: boolean;
  username: string;
  password: string;
  folder: string;
  enabled: boolean;
  replyToUnknown: boolean;
}

const EMPTY: Values = {
  address: '',
  host: '',
  port: String(IMAP_PORTS.tls),
  tls: true,
  username: '',
  password: '',
  folder: 'INBOX',
  enabled: true,
  replyToUnknown: true,
};
const fromChannel = (c: EmailChannel): Values => ({
  address: c.address,
  host: c.host,
  port: String(c.port),
  tls: c.tls,
  username: c.username,
  password: '',
  folder: c.folder,
  enabled: c.enabled,
  replyToUnknown: c.replyToUnknown,
});

/** A yes/no field (a native checkbox: the form registers it directly), its words beside it. */
function CheckField({
  name,
  label,
  hint,
  onChange,
}: {
  name: keyof Values;
  label: string;
  hint: ReactNode;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      className="flex-row! flex-wrap items-center gap-x-3 gap-y-1 sm:col-span-2 [&>p]:basis-full"
    >
      <input
        type="checkbox"
        className="order-first size-4 accent-(--color-brand)"
        onChange={(e) => onChange?.(e.currentTarget.checked)}
      />
    </FormField>
  );
}

interface EmailChannelDialogProps {
  districtId: string;
  /** The channel to edit; none to add one. */
  channel?: EmailChannel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add and Edit email channel: the mailbox, its server and account, and what the portal does with its mail. */
export function EmailChannelDialog({ districtId, channel, open, onOpenChange }: EmailChannelDialogProps) {
  const { t } = useTranslation('emailChannels');
  const save = useSaveEmailChannel(districtId);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {(done) => (
        <Form
          id="email-channel"
          schema={channel ? updateEmailChannelSchema : createEmailChannelSchema}
          defaultValues={channel ? fromChannel(channel) : EMPTY}
          toPayload={(v) => ({
            districtId,
            address: v.address,
            host: v.host,
            port: v.port.trim() === '' ? Number.NaN : Number(v.port),
            tls: v.tls,
            username: v.username,
            // On an edit, an empty password keeps the saved one.
            ...(channel && v.password === '' ? {} : { password: v.password }),
            folder: v.folder,
            enabled: v.enabled,
            replyToUnknown: v.replyToUnknown,
          })}
          onSubmit={async (payload) => {
            await save.mutateAsync(
              channel
                ? { id: channel.id, payload }
                : { payload: { ...payload, password: payload.password ?? '' } },
            );
            done();
          }}
        >
          {(form) => (
            <>
              <DialogHeader
                title={channel ? t('dialog.editTitle') : t('dialog.addTitle')}
                description={t('dialog.description')}
              />
              <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField
                  name="address"
                  label={t('dialog.address')}
                  required
                  className="sm:col-span-2"
                  hint={t('dialog.addressHint')}
                >
                  <Input
                    type="email"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={t('dialog.addressPlaceholder')}
                  />
                </FormField>
                <FormField name="host" label={t('dialog.host')} required>
                  <Input autoCapitalize="none" spellCheck={false} placeholder={t('dialog.hostPlaceholder')} />
                </FormField>
                <FormField name="port" label={t('dialog.port')} required>
                  <Input type="number" inputMode="numeric" min={1} max={65535} />
                </FormField>
                <CheckField
                  name="tls"
                  label={t('dialog.tls')}
                  hint={t('dialog.tlsHint', { tls: IMAP_PORTS.tls, starttls: IMAP_PORTS.starttls })}
                  onChange={(tls) => {
                    // Follow the usual port of each way, unless another port was typed.
                    const port = form.getValues('port');
                    if (port === String(IMAP_PORTS.tls) || port === String(IMAP_PORTS.starttls))
                      form.setValue('port', String(tls ? IMAP_PORTS.tls : IMAP_PORTS.starttls));
                  }}
                />
                <FormField name="username" label={t('dialog.username')} required>
                  <Input
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder={t('dialog.usernamePlaceholder')}
                  />
                </FormField>
                <FormField
                  name="password"
                  label={t('dialog.password')}
                  required={!channel}
                  hint={channel ? t('dialog.passwordHintEdit') : t('dialog.passwordHintAdd')}
                >
                  <PasswordInput autoComplete="new-password" />
                </FormField>
                <FormField
                  name="folder"
                  label={t('dialog.folder')}
                  className="sm:col-span-2"
                  hint={t('dialog.folderHint', { failed: FAILED_FOLDER })}
                >
                  <Input autoCapitalize="none" spellCheck={false} />
                </FormField>
                <CheckField name="enabled" label={t('dialog.enabled')} hint={t('dialog.enabledHint')} />
                <CheckField
                  name="replyToUnknown"
                  label={t('dialog.replyToUnknown')}
                  hint={t('dialog.replyToUnknownHint', { perHour: REFUSALS_PER_HOUR })}
                />
              </DialogBody>
              <FormDialogActions
                submit={channel ? t('dialog.saveChanges') : t('dialog.addChannel')}
                onCancel={done}
              />
            </>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
