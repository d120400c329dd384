import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/toast';

/** A one-time link to pass on by hand: read-only, selected on focus, with a Copy button. */
export function OneTimeLink({ label, url, note }: { label: string; url: string; note: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (await copyText(url)) {
      setCopied(true);
      toast({ title: 'Copied!', description: `${label} copied to clipboard`, variant: 'success' });
    } else {
      inputRef.current?.select();
      toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-note`}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 font-mono text-xs"
        />
        <Button variant="secondary" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? <Check /> : <Copy />}
          <span className="hidden sm:inline">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </div>
      <p id={`${id}-note`} className="text-xs text-subtle-fg">
        {note}
      </p>
    </div>
  );
}
