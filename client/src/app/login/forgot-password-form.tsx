import { passwordResetRequestSchema } from '@domain/account';
import { ArrowLeft, MailCheck, MailX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/use-auth';
import '@/lib/i18n';
import { Button } from '@/ui/button';
import { Form, FormField, FormSubmit } from '@/ui/form';
import { Input } from '@/ui/input';
import { useRequestPasswordReset } from './use-request-password-reset';

interface Props {
  /** What the sign-in form held, to start from. */
  email: string;
  onBack: () => void;
}

/** A message in place of the form, and the way back. */
function Notice({
  icon,
  title,
  text,
  onBack,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('signin');
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex gap-3 rounded-lg border border-border bg-surface-muted p-4 text-sm">
        {icon}
        <div>
          <h2 className="font-medium text-fg">{title}</h2>
          <p className="mt-1 text-muted-fg">{text}</p>
        </div>
      </div>
      {/* The form it replaces held the focus. */}
      <Button variant="secondary" className="w-full" onClick={onBack} autoFocus>
        <ArrowLeft aria-hidden />
        {t('back')}
      </Button>
    </div>
  );
}

/**
 * Forgot password (loaded on demand from the sign-in form): the email address, then the server's
 * answer, the same whether or not the address has an account. A portal without a mail server cannot
 * deliver a link: it says whom to ask instead.
 */
export function ForgotPasswordForm({ email, onBack }: Props) {
  const request = useRequestPasswordReset();
  const resetByMail = useAuth().data?.resetByMail ?? true;
  const [sent, setSent] = useState<string | null>(null);
  const { t } = useTranslation('signin');
  const iconClass = 'mt-0.5 size-5 shrink-0 text-brand-soft-fg';
  if (!resetByMail)
    return (
      <Notice
        icon={<MailX aria-hidden className={iconClass} />}
        title={t('forgot.needsAdministrator.title')}
        text={t('forgot.needsAdministrator.description')}
        onBack={onBack}
      />
    );
  if (sent)
    return (
      <Notice
        icon={<MailCheck aria-hidden className={iconClass} />}
        title={t('forgot.sent')}
        text={sent}
        onBack={onBack}
      />
    );
  return (
    <Form
      schema={passwordResetRequestSchema}
      defaultValues={{ email }}
      id="forgot-password"
      className="gap-4"
      onSubmit={async (payload) => setSent((await request.mutateAsync(payload)).message)}
    >
      <div>
        <h2 className="text-[15px] font-semibold text-fg">{t('forgot.title')}</h2>
        <p className="mt-1 text-sm text-muted-fg">{t('forgot.text')}</p>
      </div>
      <FormField name="email" label={t('email')}>
        <Input type="email" autoComplete="email" placeholder={t('emailPlaceholder')} autoFocus />
      </FormField>
      <FormSubmit size="lg" className="w-full">
        {t('forgot.submit')}
      </FormSubmit>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden />
        {t('back')}
      </Button>
    </Form>
  );
}
